import { useQuery } from '@tanstack/react-query';
import { storeQueries } from '../api';
import { storeMessages } from '../messages';
import { CartPanel } from './cart-panel';
import type { CartActor } from './cart-store';

/** The product cart with the member's payment methods. */
export default function CartDrawerContent({ cart }: { cart: CartActor }) {
  const methods = useQuery(storeQueries.paymentMethods());
  return <CartPanel cart={cart} methods={methods.data ?? []} payLabel={storeMessages.cart.pay} />;
}
