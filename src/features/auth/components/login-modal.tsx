import { Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import type { loginModalMachine } from '../../../../machines/login-modal.machine';
import type { LoginModalEvent } from '../../../../machines/login-modal.types';
import { authMessages } from '../messages';
import { LoginForm } from './login-form';
import { NoticeAlert } from './notice-alert';
import { RecoverEmailForm } from './recover-forms';
import { RegisterForm, type Referral } from './register-form';
import { ResultMessage, type ResultKind } from './result-message';

export interface LoginModalProps {
  snapshot: SnapshotFrom<typeof loginModalMachine>;
  send(event: LoginModalEvent): void;
  /** From a referral link, carried into the registration. */
  referral?: Referral;
}

const resultKinds: ResultKind[] = ['registered', 'registrationProblem', 'linkSent'];

type Mode = keyof typeof authMessages.titles;

function modeOf(snapshot: LoginModalProps['snapshot']): Mode {
  if (snapshot.matches({ open: 'register' })) return 'register';
  if (snapshot.matches({ open: 'recover' })) return 'recover';
  if (snapshot.matches({ open: 'message' })) return 'message';
  return 'login';
}

/** The sign-in modal: one mode at a time (login, register, recover password, result message). */
export function LoginModal({ snapshot, send, referral }: LoginModalProps) {
  const mode = modeOf(snapshot);
  const is = (state: Parameters<typeof snapshot.matches>[0]) => snapshot.matches(state);
  const toLogin = () => send({ type: 'mode.login' });
  return (
    <Modal
      opened={!is('closed')}
      onClose={() => send({ type: 'modal.close' })}
      title={authMessages.titles[mode]}
      closeButtonProps={{ 'aria-label': authMessages.close }}
      centered
    >
      <Stack>
        <NoticeAlert notice={snapshot.context.notice} />
        {is({ open: { login: 'enteringPortal' } }) ? (
          <Group role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>{authMessages.hints.enteringPortal}</Text>
          </Group>
        ) : mode === 'login' ? (
          <LoginForm
            busy={!is({ open: { login: 'form' } })}
            onSubmit={(credentials) => send({ type: 'login.submit', credentials })}
            onGoogle={() => send({ type: 'login.google' })}
            onApple={() => send({ type: 'login.apple' })}
            onRegister={() => send({ type: 'mode.register' })}
            onRecover={() => send({ type: 'mode.recover' })}
          />
        ) : null}
        {mode === 'register' ? (
          <RegisterForm
            busy={is({ open: { register: 'saving' } })}
            referral={referral}
            onSubmit={(payload) => send({ type: 'register.submit', payload })}
            onLogin={toLogin}
          />
        ) : null}
        {mode === 'recover' ? (
          <RecoverEmailForm
            busy={!is({ open: { recover: 'email' } })}
            onSubmit={(email) => send({ type: 'recover.submit', email })}
            onLogin={toLogin}
          />
        ) : null}
        {mode === 'message' ? (
          <ResultMessage
            kind={resultKinds.find((kind) => is({ open: { message: kind } })) ?? 'registered'}
            detail={snapshot.context.problem}
            onDismiss={() => send({ type: 'message.dismiss' })}
          />
        ) : null}
      </Stack>
    </Modal>
  );
}
