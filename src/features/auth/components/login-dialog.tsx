import { useEffect } from 'react';
import { useAuthServices } from '../use-auth-services';
import { useLoginModal } from '../flows/login-modal.impl';
import { LoginModal } from './login-modal';
import type { Referral } from './register-form';

/** A request to open the dialog in a mode; a new object each time, so asking again reopens it. */
export interface LoginDialogRequest {
  mode: 'login' | 'register';
}

export interface LoginDialogProps {
  /** The latest request to open; null while the dialog is only preloaded. */
  request: LoginDialogRequest | null;
  /** From a referral link (/register/:referralToken), carried into the registration. */
  referral?: Referral;
}

/**
 * The sign-in modal with its statechart, loaded on demand (default export for React.lazy). It mounts closed and
 * opens on each request: Mantine only records where focus was, to return it on close, when `opened` changes.
 */
export default function LoginDialog({ request, referral }: LoginDialogProps) {
  const [snapshot, send] = useLoginModal();
  const services = useAuthServices();
  useEffect(() => {
    if (!request) return;
    services.prepareSocialSignIn();
    send({ type: 'modal.open' });
    if (request.mode === 'register') send({ type: 'mode.register' });
  }, [request, send, services]);
  return <LoginModal snapshot={snapshot} send={send} referral={referral} />;
}
