import type { AnyMachineSnapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { cartMachine } from '../../machines/cart.machine';
import type { CartContext, CartInput } from '../../machines/cart.types';
import {
  coverageOf,
  distinctPaths,
  nothingReached,
  toModelMachine,
  walk,
  type ModelPath,
} from './support/test-model';

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
  const model = toModelMachine(cartMachine);
  const testModel = createTestModel(model, {
    // Only events the state takes: a person cannot change the quantity of a product no longer shown.
    events: (state) => events.filter((event) => state.can(event)),
    input,
    // How a state was reached (event and previous state) is part of it, so every transition gets a path.
    serializeState: (state, event, previous) =>
      `${abstractState(state)} after ${event?.type ?? 'start'} from ${JSON.stringify(previous?.value ?? null)}`,
    serializeTransition: (state, event, previous) =>
      `${abstractState(state)}${event && previous ? ` via ${JSON.stringify(event)} from ${abstractState(previous)}` : ''}`,
  });
  const listed = new Set(events.map((event) => JSON.stringify(event)));
  const reached = nothingReached();
  // xstate/graph may add bare events (no payload) for transitions it found; only the listed ones are walked.
  const walkable = (event: TEvent) => listed.has(JSON.stringify(event));
  const walked: ModelPath<TEvent, CartInput>[] = testModel.getShortestPaths().map((path) => ({
    description: path.description,
    input,
    ...walk(
      model,
      input,
      path.steps.slice(1).map((step) => step.event as TEvent),
      reached,
      walkable,
    ),
  }));
  return { paths: distinctPaths(walked), coverage: coverageOf(model, reached) };
}
