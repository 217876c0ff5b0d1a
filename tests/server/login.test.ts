import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_MINUTES } from '../../server/auth/access-tokens.js';
import { messages } from '../../server/messages.js';
import { call } from './support/contract.js';
import { DEMO_PASSWORD, login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe.each(stores)('sign-in on $name', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(store);
  });
  afterAll(() => t.close());

  const signIn = (username: string, password: string, remoteAddress?: string) =>
    call(t.app, 'POST', '/Auth/Login', { body: { username, password }, remoteAddress });

  it('signs a member in with tokens, expiry in minutes, id and role', async () => {
    const { status, body } = await signIn('miembro@demo.muropride.mx', DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(body.responseCode).toBe('00');
    expect(body.data).toMatchObject({ expiresIn: ACCESS_TOKEN_MINUTES, roleName: 'Usuario' });
    expect(body.data.token.split('.')).toHaveLength(3);
    const profile = await call(t.app, 'GET', '/BackEnd/Profile', { token: body.data.token });
    expect(profile.body.data.email).toBe('miembro@demo.muropride.mx');
    expect(profile.body.data.userId).toBe(body.data.userId);
  });

  it('ignores the case of the e-mail and spaces in the password', async () => {
    const { body } = await signIn(
      '  RH@Demo.MuroPride.mx ',
      ` ${DEMO_PASSWORD.slice(0, 4)} ${DEMO_PASSWORD.slice(4)}`,
    );
    expect(body.responseCode).toBe('00');
    expect(body.data.roleName).toBe('Recursos Humanos');
  });

  it('answers 09 with the spec message for an unconfirmed account', async () => {
    const { body } = await signIn('fernanda.ortega@demo.muropride.mx', DEMO_PASSWORD);
    expect(body).toEqual({
      responseCode: '09',
      responseMessage: 'Datos incorrectos, por favor revisa tu usuario y contraseña.',
      data: null,
    });
  });

  it('answers 11 with tokens when the membership must be paid', async () => {
    const { body } = await signIn('ricardo.morales@demo.muropride.mx', DEMO_PASSWORD);
    expect(body.responseCode).toBe('11');
    expect(body.data.token).toBeTruthy();
    expect(body.data.refreshToken).toBeTruthy();
  });

  it('answers 01 for a wrong password or an unknown user, with the same message', async () => {
    const wrong = await signIn('ops@demo.muropride.mx', 'Otra.2026!');
    const unknown = await signIn('nadie@demo.muropride.mx', DEMO_PASSWORD);
    for (const { body } of [wrong, unknown]) {
      expect(body).toEqual({
        responseCode: '01',
        responseMessage: 'Datos incorrectos, por favor revisa tu usuario y contraseña.',
        data: null,
      });
    }
  });

  it('keeps failed attempts in the database', async () => {
    await signIn('carlos.mendoza@demo.muropride.mx', 'Incorrecta.1', '203.0.113.7');
    const [row] = await t.db.query<{ count: number }>(
      "select count(*) as count from login_failures where address = '203.0.113.7'",
    );
    expect(Number(row?.count)).toBe(1);
  });

  it('fails Apple and Google sign-in politely, by provider', async () => {
    const google = await call(t.app, 'POST', '/externalAuth/Login', { body: { provider: 3, idToken: 'x' } });
    expect(google.body).toEqual({
      responseCode: '01',
      responseMessage: 'No se pudo completar el inicio de sesión con Google.',
      data: null,
    });
    const apple = await call(t.app, 'POST', '/externalAuth/Login', { body: { provider: 2, code: 'x' } });
    expect(apple.body.responseMessage).toBe('No se pudo completar el inicio de sesión con Apple.');
  });
});

describe.each(stores)('protected routes on $name', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(store);
  });
  afterAll(() => t.close());

  it('answers 401 with code 40 without a token, with a forged one and with an expired one', async () => {
    const none = await call(t.app, 'GET', '/Home/UserSettings');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({
      responseCode: '40',
      responseMessage: messages.http.unauthenticated,
      data: null,
    });
    const forged = await call(t.app, 'GET', '/Home/UserSettings', { token: 'eyJhbGciOiJub25lIn0.e30.' });
    expect(forged.status).toBe(401);
    const session = await login(t.app, 'miembro@demo.muropride.mx');
    expect((await call(t.app, 'GET', '/Home/UserSettings', { token: session.token })).status).toBe(200);
    t.time.advance((ACCESS_TOKEN_MINUTES + 1) * 60_000);
    const expired = await call(t.app, 'GET', '/Home/UserSettings', { token: session.token });
    expect(expired.status).toBe(401);
    expect(expired.body.responseCode).toBe('40');
  });

  it('lets visitors use optional-auth routes, but refuses an invalid token there', async () => {
    const visitor = await call(t.app, 'GET', '/Home/Widgets');
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.rewardWidget.points).toBe(0);
    const stale = await call(t.app, 'GET', '/Home/Widgets', { token: 'not-a-token' });
    expect(stale.status).toBe(401);
    const session = await login(t.app, 'miembro@demo.muropride.mx');
    const member = await call(t.app, 'GET', '/Home/Widgets', { token: session.token });
    expect(member.body.data.rewardWidget.points).toBe(1250);
  });

  it('authenticates before validating, so strangers learn nothing about the input rules', async () => {
    const { status } = await call(t.app, 'POST', '/Account/UpdateColor', { body: { genderIdentityId: 'x' } });
    expect(status).toBe(401);
  });
});
