import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { accountErasureMachine, type AccountErasurePayload } from '../../../machines/account-erasure.machine';

/**
 * Runs the erasure statechart with the call that erases (the person's own, or HR's for one of its people) and
 * what follows once it took effect.
 */
export function useAccountErasure({
  needsPassword,
  erase,
  onErased,
}: {
  needsPassword: boolean;
  erase(payload: AccountErasurePayload): Promise<unknown>;
  onErased(): void;
}) {
  const [machine] = useState(() =>
    accountErasureMachine.provide({
      actors: { eraseAccount: fromPromise(async ({ input }) => void (await erase(input))) },
      actions: { leave: () => onErased() },
    }),
  );
  return useMachine(machine, { input: { needsPassword }, inspect: devInspector });
}
