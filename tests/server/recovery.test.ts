import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/messages.js';
import { call, fieldErrorsOf } from './support/contract.js';
import { birthdayYearsAgo, DEMO_PASSWORD, lastMailTo, outbox } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe.each(stores)('password recovery on $name', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(store, { config: { publicUrl: 'https://muro.example.mx' } });
  });
  afterAll(() => t.close());

  const forgot = (body: Record<string, unknown>) => call(t.app, 'POST', '/Auth/ForgotPassword', { body });
  const reset = (body: Record<string, unknown>) => call(t.app, 'POST', '/Auth/ResetPassword', { body });
  const signIn = (username: string, password: string) =>
    call(t.app, 'POST', '/Auth/Login', { body: { username, password } });

  it('mails a corporate user a single-use reset link and changes the password', async () => {
    const email = 'carlos.mendoza@demo.muropride.mx';
    const { body } = await forgot({ email, companyId: 871 });
    expect(body).toEqual({
      responseCode: '00',
      responseMessage: 'Se ha enviado un link a tu correo para reestablecer tu contraseña',
      data: null,
    });
    const { link, params } = await lastMailTo(t.app, email);
    expect(`${link.origin}${link.pathname}`).toBe('https://muro.example.mx/reset-password');
    expect(params.email).toBe(email);
    const payload = {
      Email: email,
      Code: params.code,
      password: 'Nueva.Clave1',
      ConfirmPassword: 'Nueva.Clave1',
    };
    expect((await reset(payload)).body).toEqual({
      responseCode: '00',
      responseMessage: 'Contraseña cambiada exitosamente',
      data: null,
    });
    expect((await reset(payload)).body).toEqual({
      responseCode: '01',
      responseMessage: 'No se pudo actualizar tu Contraseña',
      data: null,
    });
    expect((await signIn(email, DEMO_PASSWORD)).body.responseCode).toBe('01');
    expect((await signIn(email, 'Nueva.Clave1')).body.responseCode).toBe('00');
  });

  it('ends existing sign-ins when the password changes', async () => {
    const email = 'alejandro.cruz@demo.muropride.mx';
    const session = (await signIn(email, DEMO_PASSWORD)).body.data;
    await forgot({ email });
    const { params } = await lastMailTo(t.app, email);
    await reset({
      Email: email,
      Code: params.code,
      password: 'Otra.Clave22',
      ConfirmPassword: 'Otra.Clave22',
    });
    const refreshed = await call(t.app, 'PUT', '/auth/refreshtoken', {
      headers: { RefreshToken: session.refreshToken },
    });
    expect(refreshed.body.responseCode).toBe('01');
  });

  it('does not reveal whether an address is registered', async () => {
    const before = (await outbox(t.app)).length;
    const { body } = await forgot({ email: 'nadie@demo.muropride.mx' });
    expect(body.responseCode).toBe('00');
    expect(body.responseMessage).toBe(messages.resetLinkSent);
    expect(await outbox(t.app)).toHaveLength(before);
  });

  it('asks a personal-address user without an additional e-mail for birthday and one', async () => {
    const email = 'valeria.gutierrez@example.com';
    const missing = await forgot({ email });
    expect(missing.status).toBe(400);
    expect(fieldErrorsOf(missing.body)).toEqual([
      { field: 'birthday', message: '*Campo requerido' },
      { field: 'additionalEmail', message: '*Campo requerido' },
    ]);
    const invalid = await forgot({
      email,
      birthday: birthdayYearsAgo(t.time.clock(), 10),
      additionalEmail: 'no-es-correo',
    });
    expect(fieldErrorsOf(invalid.body)).toEqual([
      { field: 'birthday', message: 'Debes tener al menos 18 años' },
      { field: 'additionalEmail', message: 'No es un formato de correo válido' },
    ]);
    const mismatch = await forgot({ email, birthday: '1995-02-15', additionalEmail: 'vale@correo.mx' });
    expect(mismatch.body).toEqual({
      responseCode: '01',
      responseMessage: messages.birthdayMismatch,
      data: null,
    });

    const ok = await forgot({ email, birthday: '1995-02-14', additionalEmail: 'Vale.G@Correo.mx' });
    expect(ok.body.responseCode).toBe('00');
    const { params } = await lastMailTo(t.app, 'vale.g@correo.mx');
    expect(params.email).toBe(email);
    const check = await call(t.app, 'POST', '/Auth/ValidateEmailAccount', { body: { email } });
    expect(check.body.data.additionalEmail).toBe('vale.g@correo.mx');

    const again = await forgot({ email });
    expect(again.body.responseCode).toBe('00');
    const latest = await lastMailTo(t.app, 'vale.g@correo.mx');
    expect(latest.params.code).not.toBe(params.code);
    const stale = await reset({
      Email: email,
      Code: params.code,
      password: 'Vale.2026!',
      ConfirmPassword: 'Vale.2026!',
    });
    expect(stale.body.responseCode).toBe('01');
    const fresh = await reset({
      Email: email,
      Code: latest.params.code,
      password: 'Vale.2026!',
      ConfirmPassword: 'Vale.2026!',
    });
    expect(fresh.body.responseCode).toBe('00');
  });

  it('applies the password rules and the confirmation on reset', async () => {
    const weak = await reset({
      Email: 'rh@demo.muropride.mx',
      Code: 'x',
      password: 'debil',
      ConfirmPassword: 'otra',
    });
    expect(weak.status).toBe(400);
    expect(fieldErrorsOf(weak.body)).toEqual([
      { field: 'password', message: messages.field.passwordRules },
      { field: 'ConfirmPassword', message: '¡Las contraseñas no coinciden!' },
    ]);
  });

  it('refuses an expired reset code', async () => {
    const email = 'sofia.reyes@demo.muropride.mx';
    await forgot({ email });
    const { params } = await lastMailTo(t.app, email);
    t.time.advance(61 * 60_000);
    const late = await reset({
      Email: email,
      Code: params.code,
      password: 'Sofi.2026!',
      ConfirmPassword: 'Sofi.2026!',
    });
    expect(late.body.responseCode).toBe('01');
  });
});
