import type { CartProduct } from '../../../machines/cart-lines';
import { storeCalls, type Product } from './api';
import type { CartActor } from './cart/cart-store';

/** What the cart keeps of a product and its seller (a provider or a foundation). */
export function toCartProduct(product: Product, seller: { name: string; providerLogo: string }): CartProduct {
  return {
    productId: product.productId,
    providerId: product.providerId,
    providerName: seller.name,
    providerLogo: seller.providerLogo,
    name: product.name,
    price: product.productPrice,
    code: product.code,
    urlImage: product.urlImage,
    description: product.description,
  };
}

/** Puts a seller's product in a cart and tells the analytics that it was added. */
export function addToCart(cart: CartActor, product: Product, seller: { name: string; providerLogo: string }) {
  cart.send({ type: 'cart.add', product: toCartProduct(product, seller) });
  storeCalls.trackAddToCart(product);
}
