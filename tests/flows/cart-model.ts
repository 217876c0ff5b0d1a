import type { AnyMachineSnapshot } from 'xstate';
import { cartMachine } from '../../machines/cart.machine';
import type { CartContext, CartInput } from '../../machines/cart.types';
import { abstractModelPaths } from './support/test-model';

/**
 * The cart's context is unbounded (quantities 1 to 10 per product, any mix of products), so walking it as is
 * gives thousands of paths. Here a state is what the person can tell apart: the machine state, which products
 * are in the cart, whether a payment method and a checkout key are kept. The
 * shortest path to each such state (and to each transition, self-loops included) is walked on the real UI,
 * and coverage is measured by replaying those paths on the statechart.
 */
function abstractState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as CartContext;
  const items = context.groups.flatMap((g) => g.Items.map((i) => i.ProductId));
  return JSON.stringify({
    value: snapshot.value,
    items: items.sort(),
    method: context.paymentMethodId !== null,
    key: context.checkoutKey !== null,
  });
}

export function cartModelPaths<TEvent extends { type: string }>(events: TEvent[], input: CartInput) {
  // Only events the state takes: a person cannot change the quantity of a product no longer shown.
  return abstractModelPaths(cartMachine, {
    events,
    input,
    abstractState,
    previousKey: (previous) => JSON.stringify(previous?.value ?? null),
  });
}
