import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginModalMachine } from '../../machines/login-modal.machine';
import { PROVIDER_NOT_READY, type LoginReply } from '../../machines/login-modal.types';

const result = (roleName: string) => ({ token: 't', refreshToken: 'r', expiresIn: 60, userId: 7, roleName });
const credentials = { username: 'ana@muro.mx', password: 'Secreta1!' };

function start(answers: { signIn?: LoginReply; google?: () => Promise<LoginReply> } = {}) {
  const effects = {
    storeSession: vi.fn(),
    openMembership: vi.fn(),
    openOperatorConsole: vi.fn(),
    reloadPage: vi.fn(),
  };
  const sendResetLink = vi.fn(async (_request: unknown) => undefined);
  const machine = loginModalMachine.provide({
    actors: {
      signIn: fromPromise(async () => answers.signIn ?? { responseCode: '01', responseMessage: '' }),
      signInWithGoogle: fromPromise(() =>
        (answers.google ?? (async () => ({ responseCode: '01', responseMessage: '' })))(),
      ),
      sendResetLink: fromPromise(({ input }) => sendResetLink(input)),
    },
    actions: {
      storeSession: (_, { result: r }) => effects.storeSession(r),
      openMembership: (_, { result: r }) => effects.openMembership(r),
      openOperatorConsole: () => effects.openOperatorConsole(),
      reloadPage: () => effects.reloadPage(),
    },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'modal.open' });
  return { actor, effects, sendResetLink };
}

describe('login modal machine', () => {
  it("stores the session and reloads on '00'", async () => {
    const { actor, effects } = start({
      signIn: { responseCode: '00', responseMessage: '', data: result('Usuario') },
    });
    actor.send({ type: 'login.submit', credentials });
    await waitFor(actor, (s) => s.matches({ open: { login: 'enteringPortal' } }));
    expect(effects.storeSession).toHaveBeenCalledWith(result('Usuario'));
    expect(effects.reloadPage).toHaveBeenCalled();
    expect(effects.openOperatorConsole).not.toHaveBeenCalled();
  });

  it('opens the operator console for role Operaciones, compared case-insensitively', async () => {
    const { actor, effects } = start({
      signIn: { responseCode: '00', responseMessage: '', data: result('OPERACIONES') },
    });
    actor.send({ type: 'login.submit', credentials });
    await waitFor(actor, (s) => s.matches({ open: { login: 'enteringPortal' } }));
    expect(effects.openOperatorConsole).toHaveBeenCalled();
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });

  it("carries the login result to /membership on '11' without storing the session", async () => {
    const { actor, effects } = start({
      signIn: { responseCode: '11', responseMessage: '', data: result('Usuario') },
    });
    actor.send({ type: 'login.submit', credentials });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(effects.openMembership).toHaveBeenCalledWith(result('Usuario'));
    expect(effects.storeSession).not.toHaveBeenCalled();
  });

  it("tells an unverified account ('09') apart from wrong credentials", async () => {
    const unverified = start({ signIn: { responseCode: '09', responseMessage: '' } });
    unverified.actor.send({ type: 'login.submit', credentials });
    await waitFor(unverified.actor, (s) => s.matches({ open: { login: 'form' } }));
    expect(unverified.actor.getSnapshot().context.notice).toEqual({ kind: 'unverified' });
    const wrong = start();
    wrong.actor.send({ type: 'login.submit', credentials });
    await waitFor(wrong.actor, (s) => s.matches({ open: { login: 'form' } }));
    expect(wrong.actor.getSnapshot().context.notice).toEqual({ kind: 'invalidCredentials' });
  });

  it('says Google is not ready when its script is missing, and failed otherwise', async () => {
    const notReady = start({
      google: () => Promise.reject(Object.assign(new Error(), { reason: PROVIDER_NOT_READY })),
    });
    notReady.actor.send({ type: 'login.google' });
    await waitFor(notReady.actor, (s) => s.context.notice !== null);
    expect(notReady.actor.getSnapshot().context.notice).toEqual({ kind: 'googleNotReady' });
    const failed = start({ google: () => Promise.reject(new Error('popup closed')) });
    failed.actor.send({ type: 'login.google' });
    await waitFor(failed.actor, (s) => s.context.notice !== null);
    expect(failed.actor.getSnapshot().context.notice).toEqual({ kind: 'googleFailed' });
  });

  it('sends the link for the address alone, asking nothing that could decide where it goes', async () => {
    const { actor, sendResetLink } = start();
    actor.send({ type: 'mode.recover' });
    actor.send({ type: 'recover.submit', email: 'ana@muro.mx' });
    await waitFor(actor, (s) => s.matches({ open: { message: 'linkSent' } }));
    expect(sendResetLink).toHaveBeenCalledExactlyOnceWith({ email: 'ana@muro.mx' });
  });

  it('forgets the last notice when the modal is opened again', async () => {
    const { actor } = start();
    actor.send({ type: 'login.submit', credentials });
    await waitFor(actor, (s) => s.context.notice !== null);
    actor.send({ type: 'modal.close' });
    actor.send({ type: 'modal.open' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});
