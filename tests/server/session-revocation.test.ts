import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_MINUTES } from '../../server/auth/access-tokens.js';
import { REFRESH_GRACE_SECONDS } from '../../server/auth/refresh-tokens.js';
import { messages } from '../../server/messages.js';
import { call } from './support/contract.js';
import { DEMO_PASSWORD, lastMailTo, login, type Session } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, testConfig, type TestApp } from './support/test-app.js';
import { sendForm } from './support/forms.js';
import { personal } from './profile-support/personal.js';

describe.each(stores)('ending sessions on $name', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(store);
  });
  afterAll(() => t.close());

  const settings = (token: string) => call(t.app, 'GET', '/Home/UserSettings', { token });
  const refresh = (token: string) =>
    call(t.app, 'PUT', '/auth/refreshtoken', { headers: { RefreshToken: token } });
  const logout = (token: string) => call(t.app, 'POST', '/Auth/Logout', { headers: { RefreshToken: token } });

  it('logs out on the server: the refresh token and the access token stop working at once', async () => {
    const session = await login(t.app, 'miembro@demo.muropride.mx');
    expect((await settings(session.token)).status).toBe(200);
    expect((await logout(session.refreshToken)).body).toEqual({
      responseCode: '00',
      responseMessage: messages.loggedOut,
      data: null,
    });
    const stolenAccess = await settings(session.token);
    expect(stolenAccess.status).toBe(401);
    expect(stolenAccess.body.responseCode).toBe('40');
    expect((await refresh(session.refreshToken)).body.responseCode).toBe('01');
  });

  it('ends the whole sign-in even when an already replaced refresh token is presented', async () => {
    const session = await login(t.app, 'carlos.mendoza@demo.muropride.mx');
    const renewed = (await refresh(session.refreshToken)).body.data as Session;
    await logout(session.refreshToken);
    expect((await settings(renewed.token)).status).toBe(401);
    expect((await refresh(renewed.refreshToken)).body.responseCode).toBe('01');
  });

  it('answers a logout with an unknown token the same way and ends no one else', async () => {
    const bystander = await login(t.app, 'ops@demo.muropride.mx');
    expect((await logout('no-existe-este-token')).body.responseCode).toBe('00');
    expect((await settings(bystander.token)).status).toBe(200);
  });

  it('refuses the access tokens of a sign-in revoked for refresh-token reuse', async () => {
    const session = await login(t.app, 'alejandro.cruz@demo.muropride.mx');
    const renewed = (await refresh(session.refreshToken)).body.data as Session;
    t.time.advance((REFRESH_GRACE_SECONDS + 1) * 1000);
    await refresh(session.refreshToken);
    expect((await settings(renewed.token)).status).toBe(401);
  });

  it('a password change in the profile ends every other sign-in but keeps the one that made it', async () => {
    const email = 'nuevo@demo.muropride.mx';
    const laptop = await login(t.app, email);
    const thief = await login(t.app, email);
    const changed = await sendForm(
      t.app,
      'POST',
      '/Account/EditProfile',
      { ...personal, currentPassword: DEMO_PASSWORD, newPassword: 'Robada.2026!' },
      laptop.token,
    );
    expect(changed.body.responseCode).toBe('00');
    expect((await settings(thief.token)).status).toBe(401);
    expect((await refresh(thief.refreshToken)).body.responseCode).toBe('01');
    expect((await settings(laptop.token)).status).toBe(200);
    expect((await refresh(laptop.refreshToken)).body.responseCode).toBe('00');
  });

  it('a password reset ends every sign-in, access tokens included', async () => {
    const email = 'sofia.reyes@demo.muropride.mx';
    const phone = await login(t.app, email);
    await call(t.app, 'POST', '/Auth/ForgotPassword', { body: { email } });
    await t.settled();
    const { params } = await lastMailTo(t.app, email);
    const reset = await call(t.app, 'POST', '/Auth/ResetPassword', {
      body: { Email: email, Code: params.code, password: 'Nueva.Clave9', ConfirmPassword: 'Nueva.Clave9' },
    });
    expect(reset.body.responseCode).toBe('00');
    expect((await settings(phone.token)).status).toBe(401);
  });

  it(`keeps access tokens short: ${ACCESS_TOKEN_MINUTES} minutes`, async () => {
    const session = await login(t.app, 'rh@demo.muropride.mx');
    t.time.advance((ACCESS_TOKEN_MINUTES - 2) * 60_000);
    expect((await settings(session.token)).status).toBe(200);
    t.time.advance(2 * 60_000 + 1000);
    expect((await settings(session.token)).status).toBe(401);
  });
});

describe.each(stores)('forged access tokens on $name', (store) => {
  let t: TestApp;
  let live: Session;
  let liveSessionId: string;
  const key = testConfig().jwtKey;
  beforeAll(async () => {
    t = await createTestApp(store);
    live = await login(t.app, 'miembro@demo.muropride.mx');
    const [row] = await t.db.query<{ family_id: string }>(
      'select family_id from refresh_tokens where user_id = $1 order by issued_at desc limit 1',
      [live.userId],
    );
    liveSessionId = row?.family_id ?? '';
  });
  afterAll(() => t.close());

  /** A token signed with the real key, as a leaked key or a past bug could produce, with chosen claims. */
  async function forge(options: { exp?: boolean; iat?: boolean; sid?: string | null; lifetime?: number }) {
    const now = Math.floor(t.time.clock().getTime() / 1000);
    const claims: Record<string, unknown> = { role: 'Usuario', cid: 871 };
    if (options.sid !== null) claims.sid = options.sid ?? liveSessionId;
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('muro-pride')
      .setSubject(String(live.userId));
    if (options.iat !== false) jwt.setIssuedAt(now);
    if (options.exp !== false) jwt.setExpirationTime(now + (options.lifetime ?? 60));
    return jwt.sign(key);
  }
  const status = async (token: string) => (await call(t.app, 'GET', '/Home/UserSettings', { token })).status;

  it('accepts a well-formed token of a live sign-in (the forger is otherwise right)', async () => {
    expect(await status(await forge({}))).toBe(200);
  });

  it('refuses tokens without exp, without iat or without a session', async () => {
    expect(await status(await forge({ exp: false }))).toBe(401);
    expect(await status(await forge({ iat: false }))).toBe(401);
    expect(await status(await forge({ sid: null }))).toBe(401);
  });

  it('refuses a session id that was never issued, and a lifetime longer than the rule', async () => {
    expect(await status(await forge({ sid: randomUUID() }))).toBe(401);
    expect(await status(await forge({ sid: 'not-a-uuid' }))).toBe(401);
    t.time.advance((ACCESS_TOKEN_MINUTES + 1) * 60_000);
    const longLived = await forge({ lifetime: 365 * 86_400 });
    t.time.advance((ACCESS_TOKEN_MINUTES + 1) * 60_000);
    expect(await status(longLived)).toBe(401);
  });
});
