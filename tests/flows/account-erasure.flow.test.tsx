import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeleteAccountCard } from '@/features/profile/components/delete-account-card';
import { erasureMessages as m } from '@/shared/account/erasure-messages';
import type { SessionApi } from '@/shared/session/session-context';
import {
  accountErasureMachine,
  type AccountErasureContext,
  type AccountErasureEvent,
  type AccountErasureInput,
  type AccountErasurePayload,
} from '../../machines/account-erasure.machine';
import {
  fakeProfileServices,
  member,
  memberSession,
  renderWithProfile,
} from '../features/profile/fake-profile-services';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel, pathCases } from './support/model-suite';

const wrongPassword = 'El campo contraseña actual es incorrecta';
const payload: AccountErasurePayload = { confirmation: 'ELIMINAR', currentPassword: 'Demo.2026!' };

type ModelEvent =
  | AccountErasureEvent
  | { type: 'xstate.done.actor.eraseAccount' }
  | { type: 'xstate.error.actor.eraseAccount'; error: Error };

const inputs: AccountErasureInput[] = [{ needsPassword: true }, { needsPassword: false }];

const { paths, coverage } = modelPaths<ModelEvent, AccountErasureInput>(accountErasureMachine, {
  inputs,
  events: [
    { type: 'erasure.open' },
    { type: 'erasure.cancel' },
    { type: 'erasure.submit', payload },
    { type: 'xstate.done.actor.eraseAccount' },
    { type: 'xstate.error.actor.eraseAccount', error: new Error(wrongPassword) },
  ],
});

type App = ReturnType<typeof fakeProfileServices> & {
  user: UserEvent;
  session: SessionApi;
  input: AccountErasureInput;
};

const dialog = () => screen.getByRole('dialog', { name: m.own.question });

async function perform(event: ModelEvent, { user, gates, input }: App) {
  switch (event.type) {
    case 'erasure.open':
      return user.click(screen.getByRole('button', { name: m.own.open }));
    case 'erasure.cancel':
      return user.click(within(dialog()).getByRole('button', { name: m.cancel }));
    case 'erasure.submit': {
      if (input.needsPassword) {
        const password = within(dialog()).getByLabelText(m.passwordLabel);
        await user.clear(password);
        await user.type(password, event.payload.currentPassword);
      }
      const word = within(dialog()).getByLabelText(m.wordLabel);
      await user.clear(word);
      await user.type(word, event.payload.confirmation);
      return user.click(within(dialog()).getByRole('button', { name: m.confirm }));
    }
    case 'xstate.done.actor.eraseAccount':
      return gates.deleteMe.resolve(m.own.erased);
    case 'xstate.error.actor.eraseAccount':
      return gates.deleteMe.reject(event.error);
  }
}

async function expectState(state: ModelStep<ModelEvent>['state'], app: App) {
  const context = state.context as AccountErasureContext;
  if (state.matches('erased')) {
    expect(app.session.logout).toHaveBeenCalledOnce();
    expect(await screen.findByText(m.own.erased)).toBeVisible();
    return expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }
  expect(app.session.logout).not.toHaveBeenCalled();
  if (state.matches('closed')) {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    return expect(screen.getByRole('button', { name: m.own.open })).toBeVisible();
  }
  const open = await screen.findByRole('dialog', { name: m.own.question });
  expect(within(open).getByText(m.cannotUndo)).toBeVisible();
  expect(within(open).queryByLabelText(m.passwordLabel) !== null).toBe(context.needsPassword);
  const error = within(open).queryByRole('alert');
  if (context.error) expect(error).toHaveTextContent(context.error);
  else expect(error).not.toBeInTheDocument();
  const confirm = within(open).getByRole('button', { name: m.confirm });
  if (state.matches('erasing')) {
    expect(confirm).toHaveAttribute('data-loading');
    expect(app.gates.deleteMe.input).toEqual({
      confirmation: payload.confirmation,
      currentPassword: context.needsPassword ? payload.currentPassword : '',
    });
  } else expect(confirm).not.toHaveAttribute('data-loading');
}

describe('account erasure (model-based, rendered "Eliminar mi cuenta")', () => {
  itCoversTheModel('account-erasure', coverage);
  // The notice of an erasure outlives its page, as in the app: each path starts without one.
  beforeEach(() => notifications.clean());

  it.each(pathCases(paths, (path) => (path.input.needsPassword ? 'con contraseña' : 'proveedor externo')))(
    '%s',
    async (_, path) => {
      const fake = fakeProfileServices();
      const session = memberSession();
      const profile = { ...member, loginProvider: path.input.needsPassword ? 1 : 3 };
      renderWithProfile(<DeleteAccountCard profile={profile} />, fake.services, session);
      const app: App = { ...fake, session, input: path.input, user: userEvent.setup({ delay: null }) };
      await expectState(path.start, app);
      for (const step of path.steps) {
        await perform(step.event, app);
        await expectState(step.state, app);
      }
    },
  );

  it('sends nothing until the word is right and, for one’s own account, the password is given', async () => {
    const fake = fakeProfileServices();
    renderWithProfile(<DeleteAccountCard profile={member} />, fake.services);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: m.own.open }));
    await user.type(within(dialog()).getByLabelText(m.wordLabel), 'eliminar');
    await user.click(within(dialog()).getByRole('button', { name: m.confirm }));
    expect(within(dialog()).getByText(m.wordWrong)).toBeVisible();
    expect(within(dialog()).getByText(m.passwordNeeded)).toBeVisible();
    expect(fake.gates.deleteMe.calls).toEqual([]);
  });
});
