import { afterAll, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { coverageLine, type coverageOf } from './test-model';

/** Prints a flow's coverage once its walks are done, and fails where a state or transition went unreached. */
export function itCoversTheModel(name: string, coverage: ReturnType<typeof coverageOf>) {
  afterAll(() => console.log(coverageLine(name, coverage)));
  it('covers every state and transition', () => {
    expect(coverage.missing).toEqual([]);
    expect(coverage.states.covered).toBe(coverage.states.total);
    expect(coverage.transitions.covered).toBe(coverage.transitions.total);
  });
}

/** The events a path takes, in order, as a test's title names them. */
const eventsOf = (path: { steps: { event: EventObject }[] }) =>
  path.steps.map((s) => s.event.type).join(' → ') || 'inicio';

/** One test case a path: its number, what `about` says of its input, and its events. */
export function pathCases<P extends { steps: { event: EventObject }[] }>(
  paths: P[],
  about?: (path: P) => string,
) {
  return paths.map(
    (path, i) => [`${i + 1}${about ? ` ${about(path)}` : ''}: ${eventsOf(path)}`, path] as const,
  );
}
