import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginModalMachine } from '../../machines/login-modal.machine';
import { resetPasswordMachine } from '../../machines/reset-password.machine';
import { sessionMachine } from '../../machines/session.machine';
import { sessionSamples } from '../../machines/session.samples';
import { verifyAccountMachine } from '../../machines/verify-account.machine';
import { verifyAdditionalEmailMachine } from '../../machines/verify-additional-email.machine';
import { generatePaths } from '@/studio/model/test-paths';

describe('example data in the machines’ meta (studio and QA paths)', () => {
  afterEach(() => vi.useRealTimers());

  // One `meta.input` per machine: a branch taken only on another input cannot be walked from it.
  it.each([
    ['session', sessionMachine, ['session.resolving#0']],
    ['verify-account', verifyAccountMachine, ['verifyAccount.checkingLink#1']],
    ['verify-additional-email', verifyAdditionalEmailMachine, ['verifyAdditionalEmail.checkingLink#1']],
    ['reset-password', resetPasswordMachine, ['resetPassword.form#1']],
    ['login-modal', loginModalMachine, []],
  ] as const)('%s: the samples take every transition but the input-only ones', (_, machine, inputOnly) => {
    const report = generatePaths(machine, 'shortest');
    expect(report.problems).toEqual([]);
    expect(report.transitions.total.filter((id) => !report.transitions.reached.includes(id))).toEqual(
      inputOnly,
    );
  });

  it('dates the session samples so a refresh reloads the page only after expiry, whenever it runs', async () => {
    const session = sessionSamples['session.signedIn']?.[0]?.session;
    const outcomes = (sessionSamples['xstate.done.actor.refreshSession'] ?? []).map(({ output }) => output);
    // A minute before the sample's refresh time, so the refresh timer does not overflow setTimeout.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((session?.refreshAt ?? 0) - 60_000);
    const reloads = [];
    for (const outcome of outcomes) {
      const reloadPage = vi.fn();
      const machine = sessionMachine.provide({
        actors: { refreshSession: fromPromise(async () => outcome) },
        actions: { reloadPage },
      });
      const actor = createActor(machine, { input: { session: session ?? null } }).start();
      actor.send({ type: 'session.unauthorized' });
      await waitFor(actor, (s) => s.context.session?.token === outcome.session.token);
      actor.stop();
      reloads.push(reloadPage.mock.calls.length > 0);
    }
    expect(reloads).toEqual([false, true]);
  });
});
