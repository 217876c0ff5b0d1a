import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

/**
 * Ids of the states a state value names, e.g. for a live actor whose snapshot came over the channel.
 * Walks the machine's nodes, since a state may have its own `id` instead of its path.
 */
export function stateValueIds(machine: AnyStateMachine, value: StateValue): string[] {
  const walk = (node: AnyStateNode, at: StateValue): string[] => {
    const children = node.states as Record<string, AnyStateNode>;
    if (typeof at === 'string') return children[at] ? [children[at].id] : [];
    return Object.entries(at).flatMap(([key, childValue]) => {
      const child = children[key];
      if (!child) return [];
      return [child.id, ...(childValue === undefined ? [] : walk(child, childValue))];
    });
  };
  return walk(machine.root, value);
}
