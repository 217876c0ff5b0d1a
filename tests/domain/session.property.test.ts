import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStoredSession, sessionFromLogin } from '../../domain/session';

const loginArb = fc.record({
  token: fc.string(),
  refreshToken: fc.string(),
  expiresIn: fc.integer({ min: 1, max: 60 }),
  userId: fc.nat(),
  roleName: fc.string(),
});

describe('session shape (property)', () => {
  it('starts a stored session that expires expiresIn minutes later and refreshes 2 minutes before', () => {
    fc.assert(
      fc.property(loginArb, fc.nat({ max: 4_000_000_000_000 }), (login, now) => {
        const session = sessionFromLogin(login, now);
        expect(isStoredSession(session)).toBe(true);
        expect(session.expireAt).toBe(now + login.expiresIn * 60_000);
        expect(session.expireAt - session.refreshAt).toBe(120_000);
        expect(session).toMatchObject({ userId: login.userId, roleName: login.roleName, token: login.token });
      }),
    );
  });

  it('refuses a stored value that lacks a field or holds the wrong kind', () => {
    const keys = ['token', 'refreshToken', 'expireAt', 'refreshAt', 'userId', 'roleName'] as const;
    fc.assert(
      fc.property(loginArb, fc.constantFrom(...keys), fc.boolean(), (login, key, drop) => {
        const session: Record<string, unknown> = { ...sessionFromLogin(login, 0) };
        if (drop) delete session[key];
        else session[key] = typeof session[key] === 'number' ? String(session[key]) : 1;
        expect(isStoredSession(session)).toBe(false);
      }),
    );
    expect(isStoredSession(null)).toBe(false);
    expect(isStoredSession('sesión')).toBe(false);
  });
});
