import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages as m } from '@/features/auth';
import VerifyAccountPage from '@/features/auth/verify-account.page';
import { verifyAccountMachine, type VerifyAccountInput } from '../../machines/verify-account.machine';
import { linkInputs, linkPathName, linkQuery } from './support/emailed-links';
import { fakeAuthServices, renderWithAuth } from './support/render-auth';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel } from './support/model-suite';

type ModelEvent =
  { type: 'xstate.done.actor.saveVerification' } | { type: 'xstate.error.actor.saveVerification' };

const { paths, coverage } = modelPaths<ModelEvent, VerifyAccountInput>(verifyAccountMachine, {
  inputs: linkInputs,
  simple: true,
  events: [{ type: 'xstate.done.actor.saveVerification' }, { type: 'xstate.error.actor.saveVerification' }],
});

function expectState(state: ModelStep<ModelEvent>['state']) {
  if (state.matches('verifying')) return expect(screen.getByText(m.hints.verifying)).toBeVisible();
  const title = state.matches('verified') ? m.results.verified : m.results.verificationFailed;
  expect(screen.getByRole('heading', { name: title })).toBeVisible();
  expect(screen.getByRole('link', { name: m.actions.goHome })).toHaveAttribute('href', '/home');
}

describe('verify account flow (model-based, rendered)', () => {
  itCoversTheModel('verify-account', coverage);

  it.each(paths.map((path) => [linkPathName(path), path] as const))('%s', async (_, path) => {
    const { gates, services } = fakeAuthServices();
    renderWithAuth(<VerifyAccountPage />, { route: `/verify-account?${linkQuery(path.input)}`, services });
    expectState(path.start);
    if (path.start.matches('verifying')) {
      expect(gates.verifyAccount.input).toEqual({ UserId: path.input.userId, Code: path.input.code });
    }
    for (const step of path.steps) {
      if (step.event.type === 'xstate.done.actor.saveVerification') await gates.verifyAccount.resolve();
      else await gates.verifyAccount.reject(new Error('Código inválido'));
      expectState(step.state);
    }
  });
});
