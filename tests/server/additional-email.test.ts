import { describe, expect, it } from 'vitest';
import { messages } from '../../server/messages.js';
import { throttles } from '../../server/throttle/event-throttle.js';
import { additionalEmailMessages as m } from '../../server/users/additional-email-messages.js';
import { call, fieldErrorsOf } from './support/contract.js';
import {
  DEMO_PASSWORD,
  lastMailTo,
  login,
  outbox,
  resetRecipients,
  type Session,
} from './support/helpers.js';
import { stores } from './support/stores.js';
import { useTestApp } from './support/suite.js';

const wrongPassword = {
  responseCode: '99',
  responseMessage: 'El campo contraseña actual es incorrecta',
  data: null,
};

describe.each(stores)('the additional e-mail as a verified act on $name', (store) => {
  const t = useTestApp(store);

  const edit = (session: Session, body: Record<string, unknown>, remoteAddress?: string) =>
    call(t.app, 'POST', '/Account/EditAdditionalEmail', { token: session.token, body, remoteAddress });
  const profileOf = async (session: Session) =>
    (await call(t.app, 'GET', '/BackEnd/Profile', { token: session.token })).body.data;
  const mailsTo = async (to: string) => (await outbox(t.app)).filter((mail) => mail.to === to);
  /** The newest mail to an address, links or not. */
  const newestTo = async (to: string) => {
    const [mail] = await mailsTo(to);
    if (!mail) throw new Error(`No mail to ${to}`);
    return mail;
  };
  const verify = (UserId: number, Code: string) =>
    call(t.app, 'POST', '/Auth/VerifyAdditionalEmail', { body: { UserId, Code } });

  it('refuses a change without the password or with a wrong one, and changes and mails nothing', async () => {
    const member = await login(t.app, 'carlos.mendoza@demo.muropride.mx');
    const before = (await outbox(t.app)).length;
    const missing = await edit(member, { additionalEmail: 'robada@correo-malo.mx' });
    expect(missing.status).toBe(400);
    expect(fieldErrorsOf(missing.body)).toEqual([{ field: 'currentPassword', message: '*Campo requerido' }]);
    for (const currentPassword of ['', 'Adivina.2026!']) {
      const wrong = await edit(member, { additionalEmail: 'robada@correo-malo.mx', currentPassword });
      expect(wrong.body).toEqual(wrongPassword);
    }
    expect(await profileOf(member)).toMatchObject({ additionalEmail: null, pendingAdditionalEmail: null });
    expect(await outbox(t.app)).toHaveLength(before);
  });

  it('counts wrong passwords as failed sign-ins, so a stolen session cannot guess the password', async () => {
    const member = await login(t.app, 'sofia.reyes@demo.muropride.mx');
    const guess = (currentPassword: string) =>
      edit(member, { additionalEmail: 'robada@correo-malo.mx', currentPassword }, '198.51.100.77');
    for (let i = 0; i < 3; i += 1) expect((await guess(`Intento.${i}!`)).body).toEqual(wrongPassword);
    expect((await guess(DEMO_PASSWORD)).body).toEqual({
      responseCode: '29',
      responseMessage: messages.tooManyAttempts,
      data: null,
    });
    const signIn = await call(t.app, 'POST', '/Auth/Login', {
      body: { username: 'sofia.reyes@demo.muropride.mx', password: DEMO_PASSWORD },
      remoteAddress: '198.51.100.77',
    });
    expect(signIn.body.responseCode).toBe('29');
    expect(await profileOf(member)).toMatchObject({ pendingAdditionalEmail: null });
  });

  it('makes a new address effective only once its link is opened, and tells the owner', async () => {
    const email = 'alejandro.cruz@demo.muropride.mx';
    const member = await login(t.app, email);
    const asked = await edit(member, {
      additionalEmail: ' Ale.Personal@Correo.mx ',
      currentPassword: DEMO_PASSWORD,
    });
    expect(asked.body).toEqual({ responseCode: '00', responseMessage: m.linkSent, data: null });
    expect(await profileOf(member)).toMatchObject({
      additionalEmail: null,
      additionalEmailVerified: false,
      pendingAdditionalEmail: 'ale.personal@correo.mx',
    });
    const notice = await newestTo(email);
    expect(notice.subject).toBe('Se pidió cambiar tu correo adicional - Muro Pride');
    expect(notice.text).toContain('a•••@correo.mx');
    expect(notice.text).not.toContain('ale.personal@correo.mx');
    // Pending, the address routes nothing: a reset link still goes to the primary address only.
    expect(await resetRecipients(t, email, '203.0.113.9')).toEqual([email]);

    const { link, params } = await lastMailTo(t.app, 'ale.personal@correo.mx');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:8080/verify-additional-email');
    expect(await verify(member.userId + 1, params.code ?? '')).toMatchObject({
      body: { responseCode: '01' },
    });
    expect(await verify(member.userId, 'codigo-inventado')).toMatchObject({ body: { responseCode: '01' } });
    expect((await verify(member.userId, params.code ?? '')).body).toEqual({
      responseCode: '00',
      responseMessage: m.verified,
      data: null,
    });
    expect((await verify(member.userId, params.code ?? '')).body).toEqual({
      responseCode: '01',
      responseMessage: m.verifyFailed,
      data: null,
    });
    expect(await profileOf(member)).toMatchObject({
      additionalEmail: 'ale.personal@correo.mx',
      additionalEmailVerified: true,
      pendingAdditionalEmail: null,
    });
    expect(await resetRecipients(t, email, '203.0.113.9')).toEqual(['ale.personal@correo.mx', email]);
  });

  it('keeps the proved address until a new one is proved, tells both old addresses, and honours only the newest link', async () => {
    const email = 'ops@demo.muropride.mx';
    const member = await login(t.app, email);
    await edit(member, { additionalEmail: 'ricardo@correo.mx', currentPassword: DEMO_PASSWORD });
    const first = await lastMailTo(t.app, 'ricardo@correo.mx');
    await verify(member.userId, first.params.code ?? '');

    await edit(member, { additionalEmail: 'intermedia@correo.mx', currentPassword: DEMO_PASSWORD });
    const stale = await lastMailTo(t.app, 'intermedia@correo.mx');
    await edit(member, { additionalEmail: 'nueva@correo.mx', currentPassword: DEMO_PASSWORD });
    for (const old of [email, 'ricardo@correo.mx']) {
      expect((await newestTo(old)).text).toContain('n•••@correo.mx');
    }
    expect(await resetRecipients(t, email, '203.0.113.9')).toEqual([email, 'ricardo@correo.mx'].sort());
    expect((await verify(member.userId, stale.params.code ?? '')).body.responseCode).toBe('01');
    expect(await profileOf(member)).toMatchObject({ additionalEmail: 'ricardo@correo.mx' });
    const newest = await lastMailTo(t.app, 'nueva@correo.mx');
    expect((await verify(member.userId, newest.params.code ?? '')).body.responseCode).toBe('00');
    expect(await resetRecipients(t, email, '203.0.113.9')).toEqual([email, 'nueva@correo.mx'].sort());
  });

  it('clears the address only with the password, and tells the owner', async () => {
    const email = 'miembro@demo.muropride.mx';
    const member = await login(t.app, email);
    await edit(member, { additionalEmail: 'mari@correo.mx', currentPassword: DEMO_PASSWORD });
    await verify(member.userId, (await lastMailTo(t.app, 'mari@correo.mx')).params.code ?? '');
    expect((await edit(member, { additionalEmail: '-', currentPassword: 'Adivina.2026!' })).body).toEqual(
      wrongPassword,
    );
    expect(await profileOf(member)).toMatchObject({ additionalEmail: 'mari@correo.mx' });
    const cleared = await edit(member, { additionalEmail: '-', currentPassword: DEMO_PASSWORD });
    expect(cleared.body).toEqual({ responseCode: '00', responseMessage: m.removed, data: null });
    expect(await profileOf(member)).toMatchObject({ additionalEmail: null, additionalEmailVerified: false });
    for (const told of [email, 'mari@correo.mx']) {
      expect((await newestTo(told)).subject).toBe('Se quitó tu correo adicional - Muro Pride');
    }
    expect(await resetRecipients(t, email, '203.0.113.9')).toEqual([email]);
  });

  it('explains a malformed address or the primary one, before asking anything else', async () => {
    const member = await login(t.app, 'rh@demo.muropride.mx');
    const bad = await edit(member, { additionalEmail: 'mari@', currentPassword: 'da igual' });
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad.body)).toEqual([
      { field: 'additionalEmail', message: messages.field.emailFormat },
    ]);
    const same = await edit(member, {
      additionalEmail: 'RH@demo.muropride.mx',
      currentPassword: DEMO_PASSWORD,
    });
    expect(fieldErrorsOf(same.body)).toEqual([{ field: 'additionalEmail', message: m.sameAsPrimary }]);
  });

  it('mails a few verification links an hour at most, so the form cannot flood a stranger', async () => {
    const member = await login(t.app, 'nuevo@demo.muropride.mx');
    const stranger = 'victima@correo.mx';
    const limit = throttles.additionalEmailPerAccount.limit;
    for (let i = 0; i < limit; i += 1) {
      const asked = await edit(member, { additionalEmail: stranger, currentPassword: DEMO_PASSWORD });
      expect(asked.body.responseCode).toBe('00');
    }
    const refused = await edit(member, { additionalEmail: stranger, currentPassword: DEMO_PASSWORD });
    expect(refused.body).toEqual({ responseCode: '29', responseMessage: m.tooManyLinks, data: null });
    expect(await mailsTo(stranger)).toHaveLength(limit);
  });
});
