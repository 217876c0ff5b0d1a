import { useMachine } from '@xstate/react';
import { useState, type RefObject } from 'react';
import { fromPromise } from 'xstate';
import { directoryRegistrationMachine } from '../../../../machines/directory-registration.machine';
import type { DirectoryRegistrationInput } from '../../../../machines/directory-registration.types';
import { devInspector } from '@/shared/inspection/dev-inspector';
import type { CardForm } from '../api';
import type { RegistrationServices } from '../registration/registration-services';

/**
 * The registration statechart with the real calls. The card's number and cvv stay in the card step's form and
 * reach only the tokenize call through `card`, never the machine's context or events (docs/decisions/0123).
 */
export function useDirectoryRegistration(
  input: DirectoryRegistrationInput,
  services: RegistrationServices,
  card: RefObject<CardForm | null>,
) {
  const [machine] = useState(() =>
    directoryRegistrationMachine.provide({
      actors: {
        saveEntry: fromPromise(({ input: save }) => services.saveEntry(save)),
        saveCardEntry: fromPromise(({ input: save }) => services.saveEntry(save)),
        tokenizeCard: fromPromise(async ({ input: { directoryInfoId } }) => {
          const values = card.current;
          card.current = null;
          if (!values) throw new Error('Sin datos de tarjeta');
          await services.tokenizeCard(directoryInfoId, values);
          return null;
        }),
        verifyCard: fromPromise(({ input: { directoryInfoId } }) => services.verifyCard(directoryInfoId)),
      },
      actions: { goToChallenge: (_, { url }) => services.goTo(url) },
    }),
  );
  return useMachine(machine, { input, inspect: devInspector });
}
