import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authMessages as m } from '@/features/auth';
import ResetPasswordPage from '@/features/auth/reset-password.page';
import {
  resetPasswordMachine,
  type ResetPasswordContext,
  type ResetPasswordEvent,
  type ResetPasswordInput,
} from '../../machines/reset-password.machine';
import { fakeAuthServices, renderWithAuth, routeShown } from './support/render-auth';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel, pathCases } from './support/model-suite';
import { fieldLabel } from '../support/field-label';

type ModelEvent =
  | ResetPasswordEvent
  | { type: 'xstate.done.actor.savePassword' }
  | { type: 'xstate.error.actor.savePassword' };

const password = 'Nueva#2025';
const link = { email: 'ana@muro.mx', code: 'r3s3t' };
const { paths, coverage } = modelPaths<ModelEvent, ResetPasswordInput>(resetPasswordMachine, {
  inputs: [link, { email: null, code: link.code }, { email: link.email, code: null }],
  simple: true,
  events: [
    { type: 'reset.submit', password, confirmPassword: password },
    { type: 'reset.cancel' },
    { type: 'result.dismiss' },
    { type: 'xstate.done.actor.savePassword' },
    { type: 'xstate.error.actor.savePassword' },
  ],
});

type App = ReturnType<typeof fakeAuthServices> & { user: UserEvent };

async function perform(event: ModelEvent, { user, gates }: App) {
  switch (event.type) {
    case 'reset.submit': {
      const [field, confirmation] = [
        screen.getByLabelText(fieldLabel(m.fields.newPassword)),
        screen.getByLabelText(fieldLabel(m.fields.confirmPassword)),
      ];
      await user.clear(field);
      await user.type(field, password);
      await user.clear(confirmation);
      await user.type(confirmation, password);
      return user.click(screen.getByRole('button', { name: m.actions.savePassword }));
    }
    case 'reset.cancel':
      return user.click(screen.getByRole('button', { name: m.actions.cancel }));
    case 'result.dismiss':
      return user.click(screen.getByRole('button', { name: /Aceptar|Volver a intentarlo/ }));
    case 'xstate.done.actor.savePassword':
      return gates.resetPassword.resolve();
    case 'xstate.error.actor.savePassword':
      return gates.resetPassword.reject(new Error('Código vencido'));
  }
}

function expectState(state: ModelStep<ModelEvent>['state'], app: App, route: string) {
  const context = state.context as ResetPasswordContext;
  expect(routeShown()).toHaveTextContent(route);
  if (state.matches('changed')) {
    expect(screen.getByRole('heading', { name: m.results.passwordChanged })).toBeVisible();
    return expect(screen.getByRole('button', { name: m.actions.accept })).toBeVisible();
  }
  if (state.matches('notChanged')) {
    expect(screen.getByRole('heading', { name: m.results.passwordNotChanged })).toBeVisible();
    return expect(screen.getByRole('button', { name: m.actions.backToForm })).toBeVisible();
  }
  expect(screen.getByLabelText(fieldLabel(m.fields.newPassword))).toBeVisible();
  const incomplete = screen.queryByText(m.results.incompleteResetLink);
  if (context.linkIncomplete) expect(incomplete).toBeVisible();
  else expect(incomplete).not.toBeInTheDocument();
  const save = screen.getByRole('button', { name: m.actions.savePassword });
  if (state.matches('saving')) {
    expect(save).toBeDisabled();
    expect(app.gates.resetPassword.input).toEqual({
      Email: link.email,
      Code: link.code,
      password,
      ConfirmPassword: password,
    });
  } else expect(save).toBeEnabled();
}

describe('reset password flow (model-based, rendered)', () => {
  itCoversTheModel('reset-password', coverage);

  it.each(
    pathCases(paths, (path) => `${path.input.email ?? 'sin correo'}/${path.input.code ?? 'sin código'}`),
  )('%s', async (_, path) => {
    const fake = fakeAuthServices();
    const params = new URLSearchParams(
      Object.entries(path.input).filter((e): e is [string, string] => !!e[1]),
    );
    renderWithAuth(<ResetPasswordPage />, { route: `/reset-password?${params}`, services: fake.services });
    const app = { ...fake, user: userEvent.setup({ delay: null }) };
    let route = '/reset-password';
    // A cut link says so before anything is typed, not only once the person tries to save.
    const cut = !path.input.email || !path.input.code;
    expect(screen.queryByText(m.results.incompleteResetLink) !== null).toBe(cut);
    expectState(path.start, app, route);
    for (const step of path.steps) {
      await perform(step.event, app);
      if (step.event.type === 'reset.cancel') route = '/home';
      if (step.event.type === 'result.dismiss' && step.state.matches('changed')) route = '/';
      expectState(step.state, app, route);
    }
  });
});
