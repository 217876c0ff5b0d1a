/**
 * An eventless choice in the order written: the target of the first guard that holds, else `otherwise`. For
 * `always` or an actor's `onDone`, where a state only decides where to go next.
 */
export const firstThatHolds = <TGuard extends string, TTarget extends string, TOtherwise extends string>(
  routes: Record<TGuard, TTarget>,
  otherwise: TOtherwise,
) => [
  ...(Object.entries(routes) as [TGuard, TTarget][]).map(([guard, target]) => ({ guard, target })),
  { target: otherwise },
];
