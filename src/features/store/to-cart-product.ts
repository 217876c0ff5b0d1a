import type { CartProduct } from '../../../machines/cart-lines';
import type { Product } from './api';

/** What the cart keeps of a product and its provider. */
export function toCartProduct(product: Product, provider: { name: string; logo: string }): CartProduct {
  return {
    productId: product.productId,
    providerId: product.providerId,
    providerName: provider.name,
    providerLogo: provider.logo,
    name: product.name,
    price: product.productPrice,
    code: product.code,
    urlImage: product.urlImage,
    description: product.description,
  };
}
