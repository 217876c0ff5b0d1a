import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { helpContactMachine } from '../../../../machines/help-contact.machine';
import { useHelpServices } from '../help-services';

/** The help form's statechart with the gateway (or a test's fake) behind its actor. */
export function useHelpContact() {
  const { sendHelpContact } = useHelpServices();
  const [machine] = useState(() =>
    helpContactMachine.provide({
      actors: { sendHelpContact: fromPromise(({ input }) => sendHelpContact(input)) },
    }),
  );
  return useMachine(machine, { inspect: devInspector });
}
