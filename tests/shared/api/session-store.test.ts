import { describe, expect, it } from 'vitest';
import { sessionFromLogin } from '@domain/session';
import { clearSession, readSession, writeSession } from '@/api/session-store';

const login = { token: 't', refreshToken: 'r', expiresIn: 60, userId: 7, roleName: 'Usuario' };

describe('session store', () => {
  it('sets refreshAt two minutes before expireAt', () => {
    const session = sessionFromLogin(login, 1_000_000);
    expect(session.expireAt).toBe(1_000_000 + 60 * 60_000);
    expect(session.refreshAt).toBe(session.expireAt - 120_000);
  });

  it("refreshes 8 minutes into the gateway's 10-minute access tokens", () => {
    const session = sessionFromLogin({ ...login, expiresIn: 10 }, 0);
    expect(session.expireAt).toBe(10 * 60_000);
    expect(session.refreshAt).toBe(8 * 60_000);
  });

  it('round-trips through storage and clears', () => {
    writeSession(sessionFromLogin(login, 0));
    expect(readSession()?.userId).toBe(7);
    clearSession();
    expect(readSession()).toBeNull();
  });

  it('ignores a malformed stored value', () => {
    localStorage.setItem('muro.session', '{"token":1}');
    expect(readSession()).toBeNull();
  });
});
