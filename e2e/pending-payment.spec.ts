import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { signIn } from './support/session';

/** Leaves an order at the sandbox payment page without deciding. */
async function leaveOrderUnpaid(page: Page): Promise<void> {
  await page.goto('/provider/1');
  await page.getByRole('button', { name: 'Agregar al carrito: Café americano grande' }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Carrito de compras, 1 producto/ })
    .click();
  const cart = page.getByRole('dialog', { name: 'Carrito de compras' });
  await cart.getByRole('radio', { name: /Tarjeta de crédito o débito/ }).check();
  await cart.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: 'Pasarela de pago de prueba' })).toBeVisible();
}

test('a member resumes an unpaid order from /pending-payment, then cancels another', async ({ page }) => {
  await signIn(page, 'alejandro.cruz@demo.muropride.mx', { at: '/pending-payment' });
  await expect(page.getByRole('heading', { level: 1, name: 'Pago pendiente' })).toBeVisible();
  await expect(page.getByText('No tienes órdenes pendientes de pago')).toBeVisible();

  await leaveOrderUnpaid(page);
  await page.goto('/pending-payment');
  const order = page.getByRole('article');
  await expect(order).toHaveCount(1);
  await expect(order.getByText('1 × Café americano grande')).toBeVisible();
  await expectAccessible(page);
  await order.getByRole('link', { name: /^Continuar con el pago de la orden MP-\d{6}$/ }).click();
  await expect(page.getByRole('heading', { name: 'Pasarela de pago de prueba' })).toBeVisible();
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(page.getByRole('heading', { name: '¡Compra exitosa!' })).toBeVisible();
  await page.goto('/pending-payment');
  await expect(page.getByText('No tienes órdenes pendientes de pago')).toBeVisible();

  await leaveOrderUnpaid(page);
  await page.goto('/pending-payment');
  await page.getByRole('button', { name: /^Cancelar la orden MP-\d{6}$/ }).click();
  const confirm = page.getByRole('dialog', { name: '¿Cancelar la orden?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page.getByText('La orden fue cancelada.')).toBeVisible();
  await expect(page.getByText('No tienes órdenes pendientes de pago')).toBeVisible();
  await page.goto('/shopping-history');
  await expect(page.getByText('Estado: La orden fue cancelada o rechazada por el banco')).toBeVisible();
});
