import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages as m } from '@/features/auth';
import VerifyAdditionalEmailPage from '@/features/auth/verify-additional-email.page';
import {
  verifyAdditionalEmailMachine,
  type VerifyAdditionalEmailInput,
} from '../../machines/verify-additional-email.machine';
import { linkInputs, linkPathName, linkQuery } from './support/emailed-links';
import { fakeAuthServices, renderWithAuth } from './support/render-auth';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel } from './support/model-suite';

type ModelEvent =
  | { type: 'xstate.done.actor.confirmAdditionalEmail' }
  | { type: 'xstate.error.actor.confirmAdditionalEmail' };

const { paths, coverage } = modelPaths<ModelEvent, VerifyAdditionalEmailInput>(verifyAdditionalEmailMachine, {
  inputs: linkInputs,
  simple: true,
  events: [
    { type: 'xstate.done.actor.confirmAdditionalEmail' },
    { type: 'xstate.error.actor.confirmAdditionalEmail' },
  ],
});

function expectState(state: ModelStep<ModelEvent>['state']) {
  const r = m.results;
  if (state.matches('confirming'))
    return expect(screen.getByText(m.hints.confirmingAdditionalEmail)).toBeVisible();
  const confirmed = state.matches('confirmed');
  expect(
    screen.getByRole('heading', { name: confirmed ? r.additionalEmailConfirmed : r.additionalEmailFailed }),
  ).toBeVisible();
  expect(
    screen.getByText(confirmed ? r.additionalEmailConfirmedDetail : r.additionalEmailFailedDetail),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: m.actions.goHome })).toHaveAttribute('href', '/home');
}

describe('additional e-mail confirmation flow (model-based, rendered)', () => {
  itCoversTheModel('verify-additional-email', coverage);

  it.each(paths.map((path) => [linkPathName(path), path] as const))('%s', async (_, path) => {
    const { gates, services } = fakeAuthServices();
    renderWithAuth(<VerifyAdditionalEmailPage />, {
      route: `/verify-additional-email?${linkQuery(path.input)}`,
      services,
    });
    expectState(path.start);
    if (path.start.matches('confirming')) {
      expect(gates.verifyAdditionalEmail.input).toEqual({ UserId: path.input.userId, Code: path.input.code });
    } else {
      expect(gates.verifyAdditionalEmail.waiting).toBe(false);
    }
    for (const step of path.steps) {
      if (step.event.type === 'xstate.done.actor.confirmAdditionalEmail') {
        await gates.verifyAdditionalEmail.resolve();
      } else {
        await gates.verifyAdditionalEmail.reject(new Error('Enlace inválido'));
      }
      expectState(step.state);
    }
  });
});
