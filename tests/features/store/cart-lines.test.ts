import { describe, expect, it } from 'vitest';
import {
  addProduct,
  cartQuantity,
  cartTotal,
  changeQuantity,
  orderLines,
  removeGroup,
  removeProduct,
} from '../../../machines/cart-lines';
import { cartSamples } from '../../../machines/cart.samples';
import { truncate } from '@/features/store/truncate';

const coffee = cartSamples['cart.add']?.[0]?.product;
if (!coffee) throw new Error('The cart samples need a product');
const ticket = {
  ...coffee,
  productId: 4,
  providerId: 2,
  providerName: 'Cine Diverso',
  name: 'Boleto 2D',
  price: 65.5,
};

describe('cart lines', () => {
  it('increments the same product, groups by provider and keeps totals exact', () => {
    let cart = addProduct([], coffee);
    cart = addProduct(cart, coffee);
    cart = addProduct(cart, ticket);
    expect(cart).toHaveLength(2);
    expect(cart[0]).toMatchObject({ ProviderName: 'Café Arcoíris', Quantity: 2, Total: 72 });
    cart = changeQuantity(cart, ticket.productId, 3);
    expect(cartTotal(cart)).toBe(72 + 196.5);
    expect(cartQuantity(cart)).toBe(5);
    expect(orderLines(cart)).toEqual([
      { ProductId: coffee.productId, Quantity: 2 },
      { ProductId: ticket.productId, Quantity: 3 },
    ]);
  });

  it('keeps quantities between 1 and 10', () => {
    let cart = changeQuantity(addProduct([], coffee), coffee.productId, 25);
    expect(cart[0]?.Items[0]?.Quantity).toBe(10);
    cart = addProduct(cart, coffee);
    expect(cart[0]?.Items[0]?.Quantity).toBe(10);
    expect(changeQuantity(cart, coffee.productId, 0)[0]?.Items[0]?.Quantity).toBe(1);
  });

  it('removes a group when its last product goes, or the whole group at once', () => {
    const cart = addProduct(addProduct([], coffee), ticket);
    expect(removeProduct(cart, coffee.productId).map((g) => g.ProviderId)).toEqual([ticket.providerId]);
    expect(removeGroup(cart, ticket.providerId).map((g) => g.ProviderId)).toEqual([coffee.providerId]);
  });

  it('cuts foundation descriptions at 65 characters', () => {
    const text = 'Acompañamos a jóvenes LGBTQ+ en situación de calle con vivienda temporal y apoyo';
    expect(truncate(text, 65)).toBe(`${text.slice(0, 65).trimEnd()}…`);
    expect(truncate('Corta', 65)).toBe('Corta');
  });
});
