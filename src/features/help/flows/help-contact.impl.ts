import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { helpContactMachine, type HelpContactPayload } from '../../../../machines/help-contact.machine';

/** The help form's statechart with the gateway (or a test's fake) behind its actor. */
export function useHelpContact(send: (payload: HelpContactPayload) => Promise<void>) {
  const [machine] = useState(() =>
    helpContactMachine.provide({ actors: { sendHelpContact: fromPromise(({ input }) => send(input)) } }),
  );
  return useMachine(machine, { inspect: devInspector });
}
