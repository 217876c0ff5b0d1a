import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
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

type Snapshot = SnapshotFrom<typeof loginModalMachine>;
const enteringPortal = (s: Snapshot) => s.matches({ open: { login: 'enteringPortal' } });
const backAtForm = (s: Snapshot) => s.matches({ open: { login: 'form' } });

/** The gateway's reply to a sign-in, with a session for `roleName` when one is given. */
const reply = (responseCode: string, roleName?: string): LoginReply => ({
  responseCode,
  responseMessage: '',
  ...(roleName ? { data: result(roleName) } : {}),
});

/** Submits the credentials on a fresh modal whose gateway gives `signIn` (a refusal by default), until `settled`. */
async function submitLogin(signIn: LoginReply | undefined, settled: (s: Snapshot) => boolean) {
  const started = start({ signIn });
  started.actor.send({ type: 'login.submit', credentials });
  await waitFor(started.actor, settled);
  return started;
}

describe('login modal machine', () => {
  it("stores the session and reloads on '00'", async () => {
    const { effects } = await submitLogin(reply('00', 'Usuario'), enteringPortal);
    expect(effects.storeSession).toHaveBeenCalledWith(result('Usuario'));
    expect(effects.reloadPage).toHaveBeenCalled();
    expect(effects.openOperatorConsole).not.toHaveBeenCalled();
  });

  it('opens the operator console for role Operaciones, compared case-insensitively', async () => {
    const { effects } = await submitLogin(reply('00', 'OPERACIONES'), enteringPortal);
    expect(effects.openOperatorConsole).toHaveBeenCalled();
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });

  it("carries the login result to /membership on '11' without storing the session", async () => {
    const { effects } = await submitLogin(reply('11', 'Usuario'), (s) => s.matches('closed'));
    expect(effects.openMembership).toHaveBeenCalledWith(result('Usuario'));
    expect(effects.storeSession).not.toHaveBeenCalled();
  });

  it("tells an unverified account ('09') apart from wrong credentials", async () => {
    const unverified = await submitLogin(reply('09'), backAtForm);
    expect(unverified.actor.getSnapshot().context.notice).toEqual({ kind: 'unverified' });
    const wrong = await submitLogin(undefined, backAtForm);
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
