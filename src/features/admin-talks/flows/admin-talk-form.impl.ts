import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { adminTalkFormMachine } from '../../../../machines/admin-talk-form.machine';

export interface AdminTalkFormEffects {
  /** Saves the form; resolves with the success message. */
  save(): Promise<string>;
  finish(message: string): void;
  leave(): void;
}

/** The Pride Talks form statechart with the gateway (or a test's fakes) behind it. */
export function useAdminTalkForm(effects: AdminTalkFormEffects) {
  // The machine is built once; the ref gives its actor and actions the form's latest values.
  const latest = useRef(effects);
  useEffect(() => {
    latest.current = effects;
  });
  const [machine] = useState(() =>
    adminTalkFormMachine.provide({
      actors: { saveTalk: fromPromise(() => latest.current.save()) },
      actions: {
        finish: (_, message) => latest.current.finish(message),
        leave: () => latest.current.leave(),
      },
    }),
  );
  return useMachine(machine, { inspect: devInspector });
}
