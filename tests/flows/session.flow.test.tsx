import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { createSessionSignals } from '@/api/session-signals';
import { sessionFromLogin, type StoredSession } from '@domain/session';
import { clearSession, readSession, SESSION_KEY, writeSession } from '@/api/session-store';
import { SessionProvider, useSession } from '@/shared/session';
import { sessionMachine } from '../../machines/session.machine';
import type { SessionEvent } from '../../machines/session.types';
import { createGate } from './support/gate';
import { coverageLine, modelPaths, type ModelStep } from './support/test-model';

const member = {
  token: 'access-1',
  refreshToken: 'refresh-1',
  expiresIn: 60,
  userId: 7,
  roleName: 'Usuario',
};
const otherTab = {
  ...member,
  token: 'access-9',
  refreshToken: 'refresh-9',
  userId: 8,
  roleName: 'Recursos Humanos',
};
const renewed = { ...member, token: 'access-2', refreshToken: 'refresh-2' };
const modelTokens = (login: typeof member): StoredSession => sessionFromLogin(login, 0);
const ON_TIME = 1;
const LATE = Number.MAX_SAFE_INTEGER;

type ModelEvent =
  | SessionEvent
  | { type: 'xstate.done.actor.refreshSession'; output: { session: StoredSession; refreshedAt: number } }
  | { type: 'xstate.error.actor.refreshSession'; error: { message: string; responseCode?: string } }
  | { type: 'xstate.after.refreshDue.session.signedIn.active' }
  | { type: 'xstate.after.retryRefresh.session.signedIn.waitingForConnection' };

const { paths, coverage } = modelPaths<ModelEvent, { session: StoredSession | null }>(sessionMachine, {
  inputs: [{ session: null }, { session: modelTokens(member) }],
  simple: false,
  events: [
    { type: 'session.signedIn', session: modelTokens(member) },
    { type: 'session.logout' },
    { type: 'session.unauthorized' },
    { type: 'session.membershipNeeded' },
    { type: 'session.expired' },
    { type: 'session.synced', session: modelTokens(otherTab) },
    { type: 'session.synced', session: null },
    { type: 'xstate.after.refreshDue.session.signedIn.active' },
    {
      type: 'xstate.done.actor.refreshSession',
      output: { session: modelTokens(renewed), refreshedAt: ON_TIME },
    },
    {
      type: 'xstate.done.actor.refreshSession',
      output: { session: modelTokens(renewed), refreshedAt: LATE },
    },
    { type: 'xstate.error.actor.refreshSession', error: { message: 'Token inválido' } },
    {
      type: 'xstate.error.actor.refreshSession',
      error: { message: 'El servicio no se encuentra disponible temporalmente', responseCode: 'NETWORK' },
    },
    { type: 'session.online' },
    { type: 'xstate.after.retryRefresh.session.signedIn.waitingForConnection' },
  ],
});

/** Shows the session the way the header does: who is signed in, where the person is, page reloads. */
function Harness() {
  const session = useSession();
  const location = useLocation();
  return (
    <main>
      <p>{session.signedIn ? `Sesión de ${session.userId} (${session.roleName})` : 'Visitante'}</p>
      <p>{`Ruta ${location.pathname}`}</p>
      <button onClick={() => session.signIn(member)}>Entrar</button>
      <button onClick={() => session.logout()}>Salir</button>
    </main>
  );
}

function mount(stored: StoredSession | null) {
  if (stored) writeSession(sessionFromLogin(member, Date.now()));
  const refresh = createGate<string, StoredSession>();
  const signals = createSessionSignals();
  const reload = vi.fn();
  const endSession = vi.fn();
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <SessionProvider refresh={refresh.call} signals={signals} reload={reload} endSession={endSession}>
        <Harness />
      </SessionProvider>
    </MemoryRouter>,
  );
  return {
    refresh,
    signals,
    reload,
    endSession,
    user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
  };
}

type Mounted = ReturnType<typeof mount>;

function storageChanged() {
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));
}

async function perform({ event }: ModelStep<ModelEvent>, app: Mounted) {
  switch (event.type) {
    case 'session.signedIn':
      return app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    case 'session.logout':
      return app.user.click(screen.getByRole('button', { name: 'Salir' }));
    case 'session.unauthorized':
      return act(() => app.signals.emit('unauthorized'));
    case 'session.membershipNeeded':
      return act(() => app.signals.emit('membershipNeeded'));
    case 'session.expired':
      // What the client does when its own refresh fails.
      clearSession();
      return act(() => app.signals.emit('expired'));
    case 'session.synced':
      if (event.session) writeSession(sessionFromLogin(otherTab, Date.now()));
      else clearSession();
      return act(storageChanged);
    case 'xstate.after.refreshDue.session.signedIn.active': {
      const due = (readSession()?.refreshAt ?? Date.now()) - Date.now();
      return act(() => vi.advanceTimersByTimeAsync(due));
    }
    case 'xstate.after.retryRefresh.session.signedIn.waitingForConnection':
      return act(() => vi.advanceTimersByTimeAsync(60_000));
    case 'session.online':
      return act(() => window.dispatchEvent(new Event('online')));
    case 'xstate.done.actor.refreshSession': {
      const current = readSession();
      if (event.output.refreshedAt === LATE && current) vi.setSystemTime(current.expireAt + 1000);
      const next = sessionFromLogin(renewed, Date.now());
      writeSession(next);
      return app.refresh.resolve(next);
    }
    case 'xstate.error.actor.refreshSession':
      // What the client's refresher does: no connection keeps the tokens; a refusal has cleared them already.
      return app.refresh.reject(
        event.error.responseCode ? ApiError.network() : new Error(event.error.message),
      );
  }
}

function expectState(state: ModelStep<ModelEvent>['state'], app: Mounted, route: string, reloads: number) {
  const session = state.context.session as StoredSession | null;
  if (state.matches('anonymous')) {
    expect(screen.getByText('Visitante')).toBeVisible();
    expect(readSession()).toBeNull();
  } else {
    expect(screen.getByText(`Sesión de ${session?.userId} (${session?.roleName})`)).toBeVisible();
    expect(readSession()).not.toBeNull();
    if (state.matches({ signedIn: 'refreshing' })) expect(app.refresh.waiting).toBe(true);
  }
  expect(screen.getByText(`Ruta ${route}`)).toBeVisible();
  expect(app.reload).toHaveBeenCalledTimes(reloads);
}

describe('session flow (model-based, rendered)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => {
    console.log(coverageLine('session', coverage));
  });

  it('covers every state and transition of the session machine', () => {
    expect(coverage.missing).toEqual([]);
    expect(coverage.states.covered).toBe(coverage.states.total);
    expect(coverage.transitions.covered).toBe(coverage.transitions.total);
  });

  const label = (event: ModelEvent) => {
    if (event.type === 'session.synced')
      return `${event.type}(${event.session ? 'otra sesión' : 'sin sesión'})`;
    if (event.type === 'xstate.done.actor.refreshSession') {
      return `refresh ${event.output.refreshedAt === LATE ? 'late' : 'on time'}`;
    }
    if (event.type === 'xstate.error.actor.refreshSession' && event.error.responseCode)
      return 'refresh offline';
    return event.type
      .replace('xstate.error.actor.refreshSession', 'refresh failed')
      .replace(/^xstate\.after\.(\w+).*/, '$1');
  };
  const named = paths.map(
    (path) =>
      [
        `${path.input.session ? 'stored session' : 'no session'}: ${path.steps.map((s) => label(s.event)).join(' → ')}`,
        path,
      ] as const,
  );

  it.each(named)('%s', async (_, path) => {
    const app = mount(path.input.session);
    let route = '/profile';
    let reloads = 0;
    let previous = path.start;
    expectState(previous, app, route, reloads);
    for (const step of path.steps) {
      await perform(step, app);
      const leftSession = previous.matches('signedIn') && step.state.matches('anonymous');
      const refused = previous.matches('anonymous') && step.event.type === 'session.unauthorized';
      if (leftSession || refused) route = '/home';
      if (step.event.type === 'session.membershipNeeded' && previous.matches('signedIn'))
        route = '/membership';
      if (leftSession && step.event.type === 'session.logout') {
        // Signing out also ends the sign-in on the gateway, with the refresh token it held.
        const held = previous.context.session as StoredSession;
        expect(app.endSession).toHaveBeenLastCalledWith(held.refreshToken);
      }
      if (step.event.type === 'xstate.done.actor.refreshSession' && step.event.output.refreshedAt === LATE) {
        reloads += 1;
      }
      expectState(step.state, app, route, reloads);
      previous = step.state;
    }
  });
});
