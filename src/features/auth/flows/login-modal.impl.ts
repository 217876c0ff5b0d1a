import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { loginModalMachine } from '../../../../machines/login-modal.machine';
import type { LoginResult } from '../../../../machines/login-modal.types';
import type { AuthServices } from '../api';
import { useAuthServices } from '../use-auth-services';
import { devInspector } from '@/shared/inspection/dev-inspector';

interface LoginModalEffects {
  services: AuthServices;
  signIn: (result: LoginResult) => void;
  navigate: (to: string, options: { state: LoginResult }) => void;
}

/** The login modal statechart with its real actors (gateway, providers) and outward actions. */
function provideLoginModal(effects: () => LoginModalEffects) {
  const services = () => effects().services;
  return loginModalMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) => services().signIn(input)),
      signInWithGoogle: fromPromise(() => services().signInWithGoogle()),
      signInWithApple: fromPromise(() => services().signInWithApple()),
      saveRegistration: fromPromise(({ input }) => services().register(input)),
      sendResetLink: fromPromise(({ input }) => services().sendResetLink(input)),
    },
    actions: {
      storeSession: (_, { result }) => effects().signIn(result),
      openMembership: (_, { result }) => effects().navigate(paths.membership, { state: result }),
      openOperatorConsole: () => services().openPage(paths.operator.home),
      reloadPage: () => services().reloadPage(),
    },
  });
}

export function useLoginModal() {
  const services = useAuthServices();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const effects = useRef<LoginModalEffects>({ services, signIn, navigate });
  useEffect(() => {
    effects.current = { services, signIn, navigate };
  });
  const [machine] = useState(() => provideLoginModal(() => effects.current));
  return useMachine(machine, { inspect: devInspector });
}
