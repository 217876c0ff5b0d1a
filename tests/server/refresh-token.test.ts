import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_MINUTES } from '../../server/auth/access-tokens.js';
import { REFRESH_GRACE_SECONDS, REFRESH_TOKEN_DAYS } from '../../server/auth/refresh-tokens.js';
import { messages } from '../../server/messages.js';
import { call } from './support/contract.js';
import { login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useTestApp } from './support/suite.js';

describe.each(stores)('refresh-token rotation on $name', (store) => {
  const t = useTestApp(store);

  const refresh = (token: string) =>
    call(t.app, 'PUT', '/auth/refreshtoken', { headers: { RefreshToken: token } });
  const expired = { responseCode: '01', responseMessage: messages.sessionExpired, data: null };

  it('swaps a refresh token for a new pair that works', async () => {
    const session = await login(t.app, 'miembro@demo.muropride.mx');
    t.time.advance(5 * 60_000);
    const { body } = await refresh(session.refreshToken);
    expect(body.responseCode).toBe('00');
    expect(body.data.refreshToken).not.toBe(session.refreshToken);
    expect(body.data.token).not.toBe(session.token);
    expect(body.data).toMatchObject({
      expiresIn: ACCESS_TOKEN_MINUTES,
      userId: session.userId,
      roleName: 'Usuario',
    });
    const settings = await call(t.app, 'GET', '/Home/UserSettings', { token: body.data.token });
    expect(settings.body.responseCode).toBe('00');
    expect((await refresh(body.data.refreshToken)).body.responseCode).toBe('00');
  });

  it('answers the replaced token with the same new pair for 10 seconds (two tabs)', async () => {
    const session = await login(t.app, 'carlos.mendoza@demo.muropride.mx');
    const first = await refresh(session.refreshToken);
    t.time.advance((REFRESH_GRACE_SECONDS - 1) * 1000);
    const second = await refresh(session.refreshToken);
    expect(second.body).toEqual(first.body);
    expect((await refresh(first.body.data.refreshToken)).body.responseCode).toBe('00');
  });

  it('revokes the whole family when a replaced token comes back after the grace window', async () => {
    const session = await login(t.app, 'alejandro.cruz@demo.muropride.mx');
    const next = await refresh(session.refreshToken);
    t.time.advance((REFRESH_GRACE_SECONDS + 1) * 1000);
    expect((await refresh(session.refreshToken)).body).toEqual(expired);
    expect((await refresh(next.body.data.refreshToken)).body).toEqual(expired);
  });

  it('revokes the family when a token two generations old comes back, even inside the window', async () => {
    const session = await login(t.app, 'sofia.reyes@demo.muropride.mx');
    const second = await refresh(session.refreshToken);
    const third = await refresh(second.body.data.refreshToken);
    expect(third.body.responseCode).toBe('00');
    expect((await refresh(session.refreshToken)).body).toEqual(expired);
    expect((await refresh(third.body.data.refreshToken)).body).toEqual(expired);
  });

  it('keeps other sign-ins of the same person working after a revocation', async () => {
    const phone = await login(t.app, 'rh@demo.muropride.mx');
    const laptop = await login(t.app, 'rh@demo.muropride.mx');
    await refresh(phone.refreshToken);
    t.time.advance((REFRESH_GRACE_SECONDS + 1) * 1000);
    await refresh(phone.refreshToken);
    expect((await refresh(laptop.refreshToken)).body.responseCode).toBe('00');
  });

  it('refuses unknown and expired tokens, and stores only hashes', async () => {
    expect((await refresh('no-existe')).body).toEqual(expired);
    const session = await login(t.app, 'ops@demo.muropride.mx');
    const stored = await t.db.query('select 1 from refresh_tokens where token_hash = $1', [
      session.refreshToken,
    ]);
    expect(stored).toHaveLength(0);
    t.time.advance(REFRESH_TOKEN_DAYS * 86_400_000 + 1000);
    expect((await refresh(session.refreshToken)).body).toEqual(expired);
  });
});
