import { describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../../server/mail/mailer.js';
import { messages } from '../../server/messages.js';
import { throttles } from '../../server/throttle/event-throttle.js';
import { call, fieldErrorsOf } from './support/contract.js';
import { birthdayYearsAgo, DEMO_PASSWORD, lastMailTo, outbox } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp } from './support/test-app.js';
import { useTestApp } from './support/suite.js';

const PERSONAL = 'valeria.gutierrez@example.com';
const PERSONAL_BIRTHDAY = '1995-02-14';
const ATTACKER = 'atacante@correo-malo.mx';
const linkSent = { responseCode: '00', responseMessage: messages.resetLinkSent, data: null };

describe.each(stores)('password recovery on $name', (store) => {
  const t = useTestApp(store, { config: { publicUrl: 'https://muro.example.mx' } });

  // Each test asks from its own client address, so the per-address limit of one does not reach another.
  let addresses = 0;
  const clientAddress = () => `198.51.100.${(addresses += 1)}`;
  const forgot = (body: Record<string, unknown>, remoteAddress = '203.0.113.1') =>
    call(t.app, 'POST', '/Auth/ForgotPassword', { body, remoteAddress });
  const reset = (body: Record<string, unknown>) => call(t.app, 'POST', '/Auth/ResetPassword', { body });
  const signIn = (username: string, password: string) =>
    call(t.app, 'POST', '/Auth/Login', { body: { username, password } });
  const mailsTo = async (to: string) => (await outbox(t.app)).filter((mail) => mail.to === to);
  const additionalOf = async (email: string) => {
    const [row] = await t.db.query<{
      additional_email: string | null;
      pending_additional_email: string | null;
    }>('select additional_email, pending_additional_email from users where email = $1', [email]);
    return row;
  };

  it('mails a corporate user a single-use reset link and changes the password', async () => {
    const email = 'carlos.mendoza@demo.muropride.mx';
    const { body } = await forgot({ email, companyId: 871 }, clientAddress());
    expect(body).toEqual({
      responseCode: '00',
      responseMessage: 'Se ha enviado un link a tu correo para reestablecer tu contraseña',
      data: null,
    });
    await t.settled();
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
    await forgot({ email }, clientAddress());
    await t.settled();
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

  it('answers unknown, unconfirmed, known and wrongly detailed requests alike, and mails only the owner', async () => {
    const address = clientAddress();
    const before = (await outbox(t.app)).length;
    const asked = [
      { email: 'nadie@demo.muropride.mx' },
      { email: 'fernanda.ortega@demo.muropride.mx' },
      { email: 'NADIE.TAMPOCO@example.com', birthday: PERSONAL_BIRTHDAY, additionalEmail: ATTACKER },
      { email: PERSONAL, birthday: '1995-02-15', additionalEmail: ATTACKER },
    ];
    for (const body of asked) {
      const reply = await forgot(body, address);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual(linkSent);
    }
    await t.settled();
    const all = await outbox(t.app);
    expect(all.slice(0, all.length - before).map((mail) => mail.to)).toEqual([PERSONAL]);
  });

  it('lets no birthday guess change the account or route a link to the guesser', async () => {
    const address = clientAddress();
    const guesses = ['1995-02-12', '1995-02-13', PERSONAL_BIRTHDAY, '1995-02-15'];
    const replies = [];
    for (const birthday of guesses) {
      replies.push((await forgot({ email: PERSONAL, birthday, additionalEmail: ATTACKER }, address)).body);
    }
    // The right date is answered exactly like the wrong ones: the reply is not an oracle.
    expect(replies).toEqual(guesses.map(() => linkSent));
    expect(JSON.stringify(replies)).not.toContain('fecha de nacimiento');
    await t.settled();
    expect(await mailsTo(ATTACKER)).toEqual([]);
    expect(await additionalOf(PERSONAL)).toEqual({ additional_email: null, pending_additional_email: null });
    const { params } = await lastMailTo(t.app, PERSONAL);
    expect(params.email).toBe(PERSONAL);
  });

  it('answers before the account is even looked up, so the reply takes no longer for a real one', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: OutgoingMail[] = [];
    const slowMailer: Mailer = {
      async send(mail) {
        await held;
        sent.push(mail);
      },
    };
    const slow = await createTestApp(store, { mailer: slowMailer });
    try {
      const reply = await call(slow.app, 'POST', '/Auth/ForgotPassword', {
        body: { email: 'sofia.reyes@demo.muropride.mx' },
      });
      expect(reply.body).toEqual(linkSent);
      expect(sent).toEqual([]);
      release();
      await slow.settled();
      expect(sent.map((mail) => mail.to)).toEqual(['sofia.reyes@demo.muropride.mx']);
    } finally {
      release();
      await slow.close();
    }
  });

  it('never sends a link to an additional e-mail its owner did not prove, and sends one to a proved one', async () => {
    const email = 'ricardo.morales@demo.muropride.mx';
    const unproved = 'puesto.por.alguien@correo.mx';
    await t.db.query('update users set additional_email = $2 where email = $1', [email, unproved]);
    await forgot({ email }, clientAddress());
    await t.settled();
    expect(await mailsTo(unproved)).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(1);

    await t.db.query('update users set additional_email_verified = true where email = $1', [email]);
    await forgot({ email }, clientAddress());
    await t.settled();
    const [proved] = await mailsTo(unproved);
    const [primary] = await mailsTo(email);
    expect(proved?.links).toEqual(primary?.links);
    expect(proved?.links[0]).toContain(`email=${encodeURIComponent(email)}`);
  });

  it('sends at most three reset mails an hour to one account, however many requests arrive', async () => {
    const email = 'miembro@demo.muropride.mx';
    const limit = throttles.resetMailPerAccount.limit;
    expect(limit).toBe(3);
    for (let i = 0; i < 30; i += 1) {
      // From many addresses: the per-account limit holds whoever asks.
      expect((await forgot({ email }, `192.0.2.${i + 1}`)).body).toEqual(linkSent);
    }
    await t.settled();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(limit);
    // Each request retires the link before it: an old one no longer works.
    const oldest = new URL(mails[limit - 1]?.links[0] ?? '').searchParams.get('code') ?? '';
    const stale = await reset({
      Email: email,
      Code: oldest,
      password: 'Mari.2026!',
      ConfirmPassword: 'Mari.2026!',
    });
    expect(stale.body.responseCode).toBe('01');

    t.time.advance(61 * 60_000);
    await forgot({ email }, clientAddress());
    await t.settled();
    expect(await mailsTo(email)).toHaveLength(limit + 1);
  });

  it('stops one client address after its limit of requests, whatever addresses it asks about', async () => {
    const sprayer = clientAddress();
    for (let i = 0; i < throttles.resetRequestPerAddress.limit; i += 1) {
      expect((await forgot({ email: `nadie${i}@demo.muropride.mx` }, sprayer)).body).toEqual(linkSent);
    }
    const email = 'rh@demo.muropride.mx';
    expect((await forgot({ email }, sprayer)).body).toEqual(linkSent);
    await t.settled();
    expect(await mailsTo(email)).toEqual([]);
    await forgot({ email }, clientAddress());
    await t.settled();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('gives the same field messages for badly written details, whoever the address belongs to', async () => {
    for (const email of [PERSONAL, 'nadie@demo.muropride.mx']) {
      const invalid = await forgot(
        { email, birthday: birthdayYearsAgo(t.time.clock(), 10), additionalEmail: 'no-es-correo' },
        clientAddress(),
      );
      expect(invalid.status).toBe(400);
      expect(fieldErrorsOf(invalid.body)).toEqual([
        { field: 'birthday', message: 'Debes tener al menos 18 años' },
        { field: 'additionalEmail', message: 'No es un formato de correo válido' },
      ]);
    }
    const noAddress = await forgot({ email: 'no-es-correo' }, clientAddress());
    expect(fieldErrorsOf(noAddress.body)).toEqual([
      { field: 'email', message: 'No es un formato de correo válido' },
    ]);
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
    const email = 'ops@demo.muropride.mx';
    await forgot({ email }, clientAddress());
    await t.settled();
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
