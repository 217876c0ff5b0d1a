import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { StoredSession } from '../../domain/session';
import { sessionMachine } from '../../machines/session.machine';

const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);
const minutes = (n: number) => n * 60_000;

function tokens(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    token: 'access-1',
    refreshToken: 'refresh-1',
    expireAt: T0 + minutes(60),
    refreshAt: T0 + minutes(58),
    userId: 7,
    roleName: 'Usuario',
    ...overrides,
  };
}

function start(session: StoredSession | null, refresh: (s: StoredSession) => Promise<StoredSession>) {
  const effects = {
    refresh: vi.fn(refresh),
    storeSession: vi.fn(),
    clearStoredSession: vi.fn(),
    endServerSession: vi.fn(),
    navigate: vi.fn(),
    reloadPage: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actors: {
      refreshSession: fromPromise(async ({ input }) => ({
        session: await effects.refresh(input),
        refreshedAt: Date.now(),
      })),
    },
    actions: {
      storeSession: (_, { session: stored }) => effects.storeSession(stored),
      clearStoredSession: () => effects.clearStoredSession(),
      endServerSession: (_, { refreshToken }) => effects.endServerSession(refreshToken),
      navigate: (_, { to }) => effects.navigate(to),
      reloadPage: () => effects.reloadPage(),
    },
  });
  const actor = createActor(machine, { input: { session } }).start();
  return { actor, effects };
}

const renewed = tokens({
  token: 'access-2',
  refreshToken: 'refresh-2',
  expireAt: T0 + minutes(118),
  refreshAt: T0 + minutes(116),
});

describe('session machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('starts anonymous without stored tokens and signed in with them', () => {
    expect(start(null, async () => renewed).actor.getSnapshot().value).toBe('anonymous');
    expect(start(tokens(), async () => renewed).actor.getSnapshot().value).toEqual({ signedIn: 'active' });
  });

  it('stores the tokens of a login', () => {
    const { actor, effects } = start(null, async () => renewed);
    actor.send({ type: 'session.signedIn', session: tokens() });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(effects.storeSession).toHaveBeenCalledWith(tokens());
  });

  it('refreshes when the clock passes refreshAt, not before, and schedules the next refresh', async () => {
    const { actor, effects } = start(tokens(), async () => renewed);
    await vi.advanceTimersByTimeAsync(minutes(58) - 1);
    expect(effects.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }) && s.context.session?.token === 'access-2');
    expect(effects.refresh).toHaveBeenCalledTimes(1);
    expect(effects.refresh).toHaveBeenCalledWith(tokens());
    expect(effects.reloadPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(minutes(58));
    expect(effects.refresh).toHaveBeenCalledTimes(2);
  });

  it('reloads the page after a refresh that happened past expireAt', async () => {
    vi.setSystemTime(T0 + minutes(61));
    const { actor, effects } = start(tokens(), async () => renewed);
    await vi.advanceTimersByTimeAsync(0);
    await waitFor(actor, (s) => s.context.session?.token === 'access-2');
    expect(effects.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('sends the person to /home and clears storage when the refresh fails', async () => {
    const { actor, effects } = start(tokens({ refreshAt: T0 }), async () => {
      throw new Error('refused');
    });
    await vi.advanceTimersByTimeAsync(0);
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(effects.clearStoredSession).toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenCalledWith('/home');
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('keeps the sign-in offline and renews it when the connection returns, or a minute later', async () => {
    let online = false;
    const { actor, effects } = start(tokens({ refreshAt: T0 }), async () => {
      if (!online) throw Object.assign(new Error('offline'), { responseCode: 'NETWORK' });
      return renewed;
    });
    await vi.advanceTimersByTimeAsync(0);
    await waitFor(actor, (s) => s.matches({ signedIn: 'waitingForConnection' }));
    expect(effects.clearStoredSession).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.session?.token).toBe('access-1');

    await vi.advanceTimersByTimeAsync(60_000);
    expect(effects.refresh).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ signedIn: 'waitingForConnection' })).toBe(true);

    online = true;
    actor.send({ type: 'session.online' });
    await vi.advanceTimersByTimeAsync(0);
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }) && s.context.session?.token === 'access-2');
    expect(effects.refresh).toHaveBeenCalledTimes(3);
  });

  it('refreshes on a 401 and ignores further 401s while refreshing', async () => {
    let finish: (s: StoredSession) => void = () => {};
    const { actor, effects } = start(tokens(), () => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'session.unauthorized' });
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    finish(renewed);
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    expect(effects.refresh).toHaveBeenCalledTimes(1);
  });

  it('sends an anonymous visitor refused by the gateway to /home', () => {
    const { actor, effects } = start(null, async () => renewed);
    actor.send({ type: 'session.unauthorized' });
    expect(effects.navigate).toHaveBeenCalledWith('/home');
    expect(effects.refresh).not.toHaveBeenCalled();
  });

  it('logs out: ends the sign-in on the server, clears storage and goes to /home', () => {
    const { actor, effects } = start(tokens(), async () => renewed);
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(effects.endServerSession).toHaveBeenCalledWith('refresh-1');
    expect(effects.clearStoredSession).toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenCalledWith('/home');
  });

  it('follows the client when its refresh failed', () => {
    const { actor, effects } = start(tokens(), async () => renewed);
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(effects.navigate).toHaveBeenCalledWith('/home');
  });

  it('follows other tabs: a new session reschedules, a cleared one signs out', async () => {
    const { actor, effects } = start(tokens(), async () => renewed);
    actor.send({ type: 'session.synced', session: renewed });
    await vi.advanceTimersByTimeAsync(minutes(58));
    expect(effects.refresh).not.toHaveBeenCalled();
    actor.send({ type: 'session.synced', session: null });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(effects.navigate).toHaveBeenCalledWith('/home');
    actor.send({ type: 'session.synced', session: tokens() });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(effects.storeSession).not.toHaveBeenCalled();
  });
});
