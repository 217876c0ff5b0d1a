import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession } from '@/api/session-store';
import { authMessages as m, LoginButton } from '@/features/auth';
import { loginModalMachine } from '../../machines/login-modal.machine';
import type { LoginModalContext, LoginReply } from '../../machines/login-modal.types';
import {
  credentials,
  loginModalEvents,
  registration,
  serverProblem,
  type ModelEvent,
} from './login-modal-events';
import { fakeAuthServices, renderWithAuth, routeShown } from './support/render-auth';
import { settleInvoked } from './support/gate';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel } from './support/model-suite';
import { fieldLabel } from '../support/field-label';

const { paths, coverage } = modelPaths(loginModalMachine, { events: loginModalEvents });

type App = ReturnType<typeof fakeAuthServices> & { user: UserEvent };
type Snapshot = ModelStep<ModelEvent>['state'];

const dialog = () => screen.getByRole('dialog');
const button = (name: string) => within(dialog()).getByRole('button', { name });

async function fill(user: UserEvent, label: string, value: string) {
  const field = within(dialog()).getByLabelText(fieldLabel(label));
  await user.clear(field);
  await user.type(field, value);
}

/** The events that are one press of a dialog button, by the button's name. */
const pressOnly: Partial<Record<ModelEvent['type'], string>> = {
  'modal.close': m.close,
  'mode.login': m.actions.toLogin,
  'mode.register': m.actions.toRegister,
  'mode.recover': m.actions.toRecover,
  'message.dismiss': m.actions.accept,
  'login.google': m.actions.google,
  'login.apple': m.actions.apple,
};

async function perform({ event }: ModelStep<ModelEvent>, app: App) {
  const { user, gates } = app;
  const settled = settleInvoked(event, gates, { saveRegistration: 'register' });
  if (settled) return settled;
  const pressed = pressOnly[event.type];
  if (pressed !== undefined) return user.click(button(pressed));
  switch (event.type) {
    case 'modal.open':
      await user.click(screen.getByRole('button', { name: m.openButton }));
      // The modal's code loads on demand (React.lazy): on a busy machine its first transform takes seconds.
      await screen.findByRole('dialog', {}, { timeout: 10_000 });
      return;
    case 'login.submit':
      await fill(user, m.fields.email, credentials.username);
      await fill(user, m.fields.password, credentials.password);
      return user.click(button(m.actions.signIn));
    case 'register.submit':
      await fill(user, m.fields.firstName, registration.firstName);
      await fill(user, m.fields.lastName, registration.lastName);
      await fill(user, m.fields.birthday, registration.birthday);
      await fill(user, m.fields.email, registration.email);
      await fill(user, m.fields.password, registration.password);
      await fill(user, m.fields.confirmPassword, registration.password);
      return user.click(button(m.actions.register));
    case 'recover.submit':
      await fill(user, m.fields.email, credentials.username);
      return user.click(button(m.actions.sendLink));
  }
}

function expectNotice(context: LoginModalContext) {
  const alerts = within(dialog()).queryAllByRole('alert');
  const notice = context.notice;
  if (!notice) return expect(alerts).toHaveLength(0);
  const expected = {
    invalidCredentials: [m.notices.invalidCredentials],
    unverified: [m.notices.invalidCredentials, m.notices.verifyReminder],
    googleNotReady: [m.notices.googleNotReady],
    googleFailed: [m.notices.googleFailed],
    appleFailed: [m.notices.appleFailed],
    failure: ['message' in notice ? notice.message : ''],
  }[notice.kind];
  expect(alerts).toHaveLength(1);
  for (const text of expected) expect(within(alerts[0] as HTMLElement).getByText(text)).toBeVisible();
}

function expectBusy(name: string, waiting: boolean) {
  expect(button(name)).toBeDisabled();
  expect(waiting).toBe(true);
}

/** What a person sees in each state of the statechart. */
function expectState(state: Snapshot, app: App) {
  const { gates } = app;
  const context = state.context as LoginModalContext;
  const is = (value: string) => state.matches(value.includes('.') ? toValue(value) : value);
  if (is('closed')) {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    return expect(screen.getByRole('button', { name: m.openButton })).toBeVisible();
  }
  const titles = {
    login: m.titles.login,
    register: m.titles.register,
    recover: m.titles.recover,
    message: m.titles.message,
  };
  const mode = (Object.keys(titles) as (keyof typeof titles)[]).find((key) => is(`open.${key}`));
  expect(within(dialog()).getByRole('heading', { name: mode ? titles[mode] : '' })).toBeVisible();
  if (mode !== 'message') expectNotice(context);
  if (is('open.login.form')) expect(button(m.actions.signIn)).toBeEnabled();
  if (is('open.login.signingIn')) expectBusy(m.actions.google, gates.signIn.waiting);
  if (is('open.login.signingInWithGoogle')) expectBusy(m.actions.google, gates.signInWithGoogle.waiting);
  if (is('open.login.signingInWithApple')) expectBusy(m.actions.apple, gates.signInWithApple.waiting);
  if (is('open.login.enteringPortal')) {
    expect(within(dialog()).getByText(m.hints.enteringPortal)).toBeVisible();
    const result = (context.reply as LoginReply).data;
    expect(readSession()).toMatchObject({ userId: result?.userId, roleName: result?.roleName });
    if (result?.roleName === 'Operaciones') expect(app.services.openPage).toHaveBeenCalledWith('/operator');
    else expect(app.services.reloadPage).toHaveBeenCalledTimes(1);
  }
  if (is('open.register.form')) expect(button(m.actions.register)).toBeEnabled();
  if (is('open.register.saving')) {
    expect(gates.register.input).toMatchObject(registration);
    expectBusy(m.actions.toLogin, true);
  }
  if (is('open.recover.email')) {
    expect(button(m.actions.sendLink)).toBeEnabled();
    // Where the link goes and who helps, told the same to everyone: nothing is asked that could decide it.
    expect(within(dialog()).getByText(m.hints.recoveryWhere)).toBeVisible();
    expect(within(dialog()).getByText(m.hints.recoveryHelp)).toBeVisible();
    expect(within(dialog()).queryByLabelText(fieldLabel(m.fields.birthday))).not.toBeInTheDocument();
  }
  if (is('open.recover.sendingLink')) {
    expect(gates.sendResetLink.input).toEqual({ email: credentials.username });
    expectBusy(m.actions.toLogin, gates.sendResetLink.waiting);
  }
  if (is('open.message.registered')) expect(within(dialog()).getByText(m.results.registered)).toBeVisible();
  if (is('open.message.linkSent')) expect(within(dialog()).getByText(m.results.linkSent)).toBeVisible();
  if (is('open.message.registrationProblem')) {
    expect(within(dialog()).getByText(m.results.registrationProblem)).toBeVisible();
    expect(within(dialog()).getByText(serverProblem)).toBeVisible();
  }
}

function toValue(path: string): Record<string, unknown> | string {
  const [head, ...rest] = path.split('.');
  return rest.length ? { [head as string]: toValue(rest.join('.')) } : (head as string);
}

const label = (event: ModelEvent) => {
  const e = event as {
    type: string;
    output?: { responseCode?: string; data?: { roleName?: string } | null };
  };
  const code = e.output?.responseCode
    ? `(${e.output.responseCode}${e.output.data?.roleName === 'Operaciones' ? ' Operaciones' : ''})`
    : '';
  return `${e.type.replace('xstate.', '')}${code}`;
};

describe('login modal flow (model-based, rendered)', () => {
  itCoversTheModel('login-modal', coverage);

  it.each(
    paths.map((path, i) => [`${i + 1}: ${path.steps.map((s) => label(s.event)).join(' → ')}`, path] as const),
  )('%s', async (_, path) => {
    const fake = fakeAuthServices();
    renderWithAuth(<LoginButton />, { services: fake.services });
    const app = { ...fake, user: userEvent.setup({ delay: null }) };
    expectState(path.start, app);
    for (const step of path.steps) {
      await perform(step, app);
      expectState(step.state, app);
      const output = (step.event as { output?: LoginReply }).output;
      if (step.event.type === 'xstate.done.actor.signIn' && output?.responseCode === '11') {
        expect(routeShown()).toHaveTextContent(`/membership ${JSON.stringify(output.data)}`);
        expect(readSession()).toBeNull();
      }
    }
  });
});
