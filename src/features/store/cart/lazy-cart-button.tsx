import { lazy, Suspense } from 'react';

// The cart (its machine, storage and drawer) stays out of the first route; members get it a moment later.
const CartButtonLoaded = lazy(() => import('./cart-button'));

/** The header's cart button, loaded on first render for members. */
export function CartButton() {
  return (
    <Suspense fallback={null}>
      <CartButtonLoaded />
    </Suspense>
  );
}
