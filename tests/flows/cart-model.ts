import { createActor, type AnyMachineSnapshot, type AnyStateNode } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { cartMachine, type CartContext, type CartInput } from '../../machines/cart.machine';
import { coverageOf, toModelMachine, type ModelPath } from './support/test-model';

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

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

const key = (source: AnyStateNode, type: string, index: number) => `${source.id}|${type}|${index}`;

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
  const states = new Set<string>();
  const transitions = new Set<string>();
  // Abstract states merge different contexts, so each path's snapshots come from replaying its own events.
  const walked: ModelPath<TEvent, CartInput>[] = testModel.getShortestPaths().map((path) => {
    const taken = path.steps.slice(1).map((step) => step.event as TEvent);
    const actor = createActor(model, {
      input,
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return;
        const taken = (
          inspection as unknown as { _transitions: { source: AnyStateNode; eventType: string }[] }
        )._transitions;
        for (const t of taken) {
          const list = t.source.transitions.get(t.eventType) ?? [];
          transitions.add(key(t.source, t.eventType, list.indexOf(t as never)));
        }
      },
    }).start();
    const visit = () => {
      const snapshot = actor.getSnapshot();
      snapshot._nodes.forEach((node: AnyStateNode) => states.add(node.id));
      return snapshot;
    };
    const start = visit();
    const steps: ModelPath<TEvent, CartInput>['steps'] = [];
    // A representative state can take an event this path's own state cannot: the path ends before it.
    for (const event of taken) {
      // xstate/graph may add bare events (no payload) for transitions it found; only the listed ones are walked.
      if (!listed.has(JSON.stringify(event)) || !actor.getSnapshot().can(event)) break;
      actor.send(event);
      steps.push({ event, state: visit() });
    }
    actor.stop();
    return { description: path.description, input, start, steps };
  });
  const seen = new Set<string>();
  const paths = walked.filter((path) => {
    const id = JSON.stringify(path.steps.map((step) => step.event));
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });

  const stateIds = allNodes(model.root).map((node) => node.id);
  const transitionIds = allNodes(model.root).flatMap((node) =>
    [...node.transitions.entries()].flatMap(([type, list]) => list.map((_, i) => key(node, type, i))),
  );
  return {
    paths,
    coverage: coverageOf(stateIds, transitionIds, states, transitions),
  };
}
