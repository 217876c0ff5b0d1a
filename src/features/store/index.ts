export { CartButton } from './cart/lazy-cart-button';
