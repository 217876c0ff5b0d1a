import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@/features/store/api';
import { ProductGrid } from '@/features/store/components/product-grid';
import PendingPaymentPage from '@/features/store/pending-payment.page';
import ShoppingHistoryPage from '@/features/store/shopping-history.page';
import { uiMessages } from '@/shared/ui';
import { renderAsMember } from '../../flows/support/render-member';

const get = vi.fn();
vi.mock('@/api/client', () => ({ api: { GET: (...args: unknown[]) => get(...args) } }));

const m = uiMessages.blocker;

const product = (productId: number): Product => ({
  productId,
  providerId: 1,
  name: `Producto ${productId}`,
  description: 'Descripción',
  productPrice: 100,
  urlImage: '/files/producto.webp',
  restrictions: '',
  productType: 1,
  code: `P${productId}`,
});

describe('store pages for a visitor', () => {
  it.each([
    ['/shopping-history', ShoppingHistoryPage],
    ['/pending-payment', PendingPaymentPage],
  ])('%s offers the shared blocker with its sign-in and register buttons', async (_path, Page) => {
    const { loginRequest } = renderAsMember(<Page />, { userId: null });
    expect(screen.getByRole('heading', { level: 2, name: m.title })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: m.register }));
    expect(loginRequest.open).toHaveBeenCalledWith('register');
    await userEvent.click(screen.getByRole('button', { name: m.signIn }));
    expect(loginRequest.open).toHaveBeenCalledWith('login');
    expect(get).not.toHaveBeenCalled();
  });

  it('previews four products above the same blocker', () => {
    const products = [1, 2, 3, 4, 5, 6].map(product);
    renderAsMember(<ProductGrid products={products} signedIn={false} addLabel="Agregar" onAdd={vi.fn()} />, {
      userId: null,
    });
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('button', { name: m.signIn })).toBeVisible();
    expect(screen.getByRole('button', { name: m.register })).toBeVisible();
  });
});
