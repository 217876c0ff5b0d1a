import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  verifyAdditionalEmailMachine,
  type VerifyAdditionalEmailInput,
} from '../../../../machines/verify-additional-email.machine';
import { useAuthServices } from '../use-auth-services';
import { devInspector } from '@/shared/inspection/dev-inspector';

export function useVerifyAdditionalEmail(input: VerifyAdditionalEmailInput) {
  const services = useAuthServices();
  const [machine] = useState(() =>
    verifyAdditionalEmailMachine.provide({
      actors: {
        confirmAdditionalEmail: fromPromise(({ input: payload }) => services.verifyAdditionalEmail(payload)),
      },
    }),
  );
  return useMachine(machine, { input, inspect: devInspector });
}
