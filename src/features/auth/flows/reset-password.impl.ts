import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { paths } from '@/shared/routing';
import { resetPasswordMachine, type ResetPasswordInput } from '../../../../machines/reset-password.machine';
import { useAuthServices } from '../use-auth-services';
import { devInspector } from '@/shared/inspection/dev-inspector';

export function useResetPassword(input: ResetPasswordInput) {
  const services = useAuthServices();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    resetPasswordMachine.provide({
      actors: { savePassword: fromPromise(({ input: payload }) => services.resetPassword(payload)) },
      actions: {
        openHome: () => navigate(paths.home),
        openRoot: () => navigate('/'),
      },
    }),
  );
  return useMachine(machine, { input, inspect: devInspector });
}
