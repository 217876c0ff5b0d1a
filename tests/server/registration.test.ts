import { describe, expect, it } from 'vitest';
import { messages } from '../../server/messages.js';
import { call, fieldErrorsOf } from './support/contract.js';
import { throttles } from '../../server/throttle/event-throttle.js';
import { birthdayYearsAgo, DEMO_PASSWORD, lastMailTo, outbox, uniqueEmail } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useTestApp } from './support/suite.js';

const PASSWORD = 'Orgullo.2026';
const registered = 'Tu registro fue exitoso, confirma tu correo electrónico.';

function person(now: Date, email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: PASSWORD,
    firstName: 'Ximena',
    lastName: 'Aguilar Rosas',
    birthday: birthdayYearsAgo(now, 25),
    CompanyId: 871,
    CountryStateTypeId: 14,
    MaritalStatusTypeId: 1,
    NationalityTypeId: 1,
    mobile: '5511223344',
    mobileConfirm: '5511223344',
    ...overrides,
  };
}

describe.each(stores)('registration and verification on $name', (store) => {
  const t = useTestApp(store);

  const register = (body: unknown) =>
    call(t.app, 'POST', '/Auth/Register', { body, headers: { host: 'portal.test' } });
  const applicant = (email: string, overrides: Record<string, unknown> = {}) =>
    person(t.time.clock(), email, overrides);
  const fieldsOf = (errors: { field: string }[]) => errors.map((e) => e.field);
  const verify = (UserId: number, Code: string | undefined) =>
    call(t.app, 'POST', '/Auth/VerifyAccount', { body: { UserId, Code } });
  /** Registers a new applicant and reads the user id and code of the verification link mailed to them. */
  const registerNew = async () => {
    const email = uniqueEmail();
    await register(applicant(email));
    await t.settled();
    const { params } = await lastMailTo(t.app, email);
    return { userId: Number(params.userId), code: params.code };
  };

  it('registers a member, mails a verification link and verifies the account once', async () => {
    const email = uniqueEmail();
    const { body } = await register(applicant(email));
    expect(body).toEqual({ responseCode: '00', responseMessage: registered, data: null });
    await t.settled();
    const { link, params } = await lastMailTo(t.app, email);
    // The Host header is the client's to write: links come from PUBLIC_URL only.
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:8080/verify-account');
    expect(Number(params.userId)).toBeGreaterThan(0);

    const before = await call(t.app, 'POST', '/Auth/Login', {
      body: { username: email, password: PASSWORD },
    });
    expect(before.body.responseCode).toBe('09');
    const verify = { UserId: Number(params.userId), Code: params.code };
    expect((await call(t.app, 'POST', '/Auth/VerifyAccount', { body: verify })).body).toEqual({
      responseCode: '00',
      responseMessage: messages.verified,
      data: null,
    });
    expect((await call(t.app, 'POST', '/Auth/VerifyAccount', { body: verify })).body.responseCode).toBe('01');
    const after = await call(t.app, 'POST', '/Auth/Login', { body: { username: email, password: PASSWORD } });
    expect(after.body.responseCode).toBe('00');
  });

  it('refuses a wrong verification code or another user id', async () => {
    const { userId, code } = await registerNew();
    const wrong = await verify(userId, 'codigo-equivocado');
    expect(wrong.body).toEqual({ responseCode: '01', responseMessage: messages.verifyFailed, data: null });
    const otherUser = await verify(1001, code);
    expect(otherUser.body.responseCode).toBe('01');
  });

  it('refuses an expired verification code', async () => {
    const { userId, code } = await registerNew();
    t.time.advance(8 * 24 * 3_600_000);
    const late = await verify(userId, code);
    expect(late.body.responseCode).toBe('01');
  });

  it('answers a known address, whatever its case, exactly like a new one and tells its owner instead', async () => {
    const owner = 'miembro@demo.muropride.mx';
    const [before] = await t.db.query('select * from users where email = $1', [owner]);
    const known = await register(applicant('MIEMBRO@demo.muropride.mx', { firstName: 'Intrusa' }));
    const fresh = await register(applicant(uniqueEmail()));
    expect(known.status).toBe(fresh.status);
    expect(known.body).toEqual(fresh.body);
    expect(known.body).toEqual({ responseCode: '00', responseMessage: registered, data: null });
    await t.settled();
    const { mail, link } = await lastMailTo(t.app, owner);
    expect(mail.subject).toBe('Ya tienes una cuenta - Muro Pride');
    expect(mail.text).toContain('¿Olvidaste tu contraseña?');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:8080/home');
    // Nothing about the account changed: not its name, not its password.
    expect((await t.db.query('select * from users where email = $1', [owner]))[0]).toEqual(before);
    const signIn = await call(t.app, 'POST', '/Auth/Login', {
      body: { username: owner, password: DEMO_PASSWORD },
    });
    expect(signIn.body.responseCode).toBe('00');
  });

  it('sends an unconfirmed owner a fresh verification link, and a known address few mails an hour', async () => {
    const owner = 'fernanda.ortega@demo.muropride.mx';
    for (let i = 0; i < 10; i += 1) {
      expect((await register(applicant(owner))).body.responseMessage).toBe(registered);
    }
    await t.settled();
    const mails = (await outbox(t.app)).filter((mail) => mail.to === owner);
    expect(mails).toHaveLength(throttles.registeredNoticePerAccount.limit);
    const { params } = await lastMailTo(t.app, owner);
    const verify = await call(t.app, 'POST', '/Auth/VerifyAccount', {
      body: { UserId: Number(params.userId), Code: params.code },
    });
    expect(verify.body.responseCode).toBe('00');
  });

  it.each([
    ['too short', 'Ab1.xyz'],
    ['no uppercase', 'orgullo.2026'],
    ['no lowercase', 'ORGULLO.2026'],
    ['no digit', 'Orgullo.dos'],
    ['no special character', 'Orgullo2026'],
    ['only long because of spaces', 'Ab1. x y z'],
  ])('enforces the password rules: %s', async (_, password) => {
    const { status, body } = await register(applicant(uniqueEmail(), { password }));
    expect(status).toBe(400);
    expect(fieldErrorsOf(body)).toEqual([{ field: 'password', message: messages.field.passwordRules }]);
  });

  it('removes spaces from the password before storing it', async () => {
    const email = uniqueEmail();
    await register(applicant(email, { password: 'Orgullo. 2026' }));
    await t.settled();
    const { params } = await lastMailTo(t.app, email);
    await call(t.app, 'POST', '/Auth/VerifyAccount', {
      body: { UserId: Number(params.userId), Code: params.code },
    });
    const { body } = await call(t.app, 'POST', '/Auth/Login', {
      body: { username: email, password: 'Orgullo.2026' },
    });
    expect(body.responseCode).toBe('00');
  });

  it('checks e-mail format, names, age of 18, mobile confirmation and catalogue ids', async () => {
    const { status, body } = await register(
      applicant('no-es-correo', {
        firstName: '  ',
        lastName: '',
        birthday: birthdayYearsAgo(t.time.clock(), 18, 1),
        mobileConfirm: '5500000000',
        CountryStateTypeId: 99,
      }),
    );
    expect(status).toBe(400);
    expect(fieldErrorsOf(body)).toContainEqual({
      field: 'email',
      message: 'No es un formato de correo válido',
    });
    expect(fieldErrorsOf(body)).toContainEqual({
      field: 'birthday',
      message: 'Debes tener al menos 18 años',
    });
    expect(fieldsOf(fieldErrorsOf(body))).toEqual([
      'email',
      'firstName',
      'lastName',
      'birthday',
      'mobileConfirm',
      'CountryStateTypeId',
    ]);
    const adult = await register(
      applicant(uniqueEmail(), { birthday: birthdayYearsAgo(t.time.clock(), 18) }),
    );
    expect(adult.body.responseCode).toBe('00');
  });

  it('refuses an impossible date through the contract format', async () => {
    const { status, body } = await register(applicant(uniqueEmail(), { birthday: '1990-02-30' }));
    expect(status).toBe(400);
    expect(fieldErrorsOf(body)).toEqual([
      { field: 'birthday', message: 'Debe ser una fecha válida (AAAA-MM-DD).' },
    ]);
  });

  it('tells only whether an address is corporate, the same for registered and unknown ones', async () => {
    const check = (email: string) => call(t.app, 'POST', '/Auth/ValidateEmailAccount', { body: { email } });
    await t.db.query(
      'update users set additional_email = $2, additional_email_verified = true where email = $1',
      ['valeria.gutierrez@example.com', 'vale.g@correo.mx'],
    );
    const corporate = {
      responseCode: '00',
      responseMessage: '',
      data: { isCorporateUser: true, userId: null, additionalEmail: null },
    };
    const personal = { ...corporate, data: { ...corporate.data, isCorporateUser: false } };
    expect((await check('miembro@demo.muropride.mx')).body).toEqual(corporate);
    expect((await check('fernanda.ortega@demo.muropride.mx')).body).toEqual(corporate);
    expect((await check('nadie@demo.muropride.mx')).body).toEqual(corporate);
    expect((await check('valeria.gutierrez@example.com')).body).toEqual(personal);
    expect((await check('nadie@example.com')).body).toEqual(personal);
    const bad = await check('no-es-correo');
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad.body)).toEqual([
      { field: 'email', message: 'No es un formato de correo válido' },
    ]);
  });
});
