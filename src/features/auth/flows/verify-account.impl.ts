import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { verifyAccountMachine, type VerifyAccountInput } from '../../../../machines/verify-account.machine';
import { useAuthServices } from '../use-auth-services';
import { devInspector } from '@/shared/inspection/dev-inspector';

export function useVerifyAccount(input: VerifyAccountInput) {
  const services = useAuthServices();
  const [machine] = useState(() =>
    verifyAccountMachine.provide({
      actors: { saveVerification: fromPromise(({ input: payload }) => services.verifyAccount(payload)) },
    }),
  );
  return useMachine(machine, { input, inspect: devInspector });
}
