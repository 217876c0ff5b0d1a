import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '../../server/messages.js';
import { profileMessages } from '../../server/profile/profile-messages.js';
import { uploadMessages } from '../../domain/upload-messages.js';
import { call, fieldErrorsOf } from './support/contract.js';
import { birthdayYearsAgo, login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { type FormValue, sendForm } from './support/forms.js';
import { solidPng } from './profile-support/png.js';
import { personal } from './profile-support/personal.js';
import { useSignedIn, useTestApp } from './support/suite.js';

const NEWCOMER = 'nuevo@demo.muropride.mx';
const png = { data: solidPng(), name: 'foto.png', type: 'image/png' };
describe.each(stores)('profile edit on $name', (store) => {
  const edit = (fields: Record<string, FormValue>, token = newcomer.token) =>
    sendForm(t.app, 'POST', '/Account/EditProfile', fields, token);
  const fieldErrors = (body: { responseCode: string; data: unknown }) =>
    Object.fromEntries(fieldErrorsOf(body).map((e) => [e.field, e.message]));

  const t = useTestApp(store);
  const newcomer = useSignedIn(t, NEWCOMER);

  it('reads the own profile: the newcomer has the default avatar and no pronoun or flag', async () => {
    const { body } = await call(t.app, 'GET', '/Account/Profile', { token: newcomer.token });
    expect(body.data).toMatchObject({
      email: NEWCOMER,
      urlProfileImage: '/files/profile/default-avatar.svg',
      pronoun: null,
      genderIdentityId: null,
      loginProvider: 1,
    });
    expect((await call(t.app, 'GET', '/Account/Profile')).status).toBe(401);
  });

  it('saves the form with a real PNG, stores it under a server-chosen name and serves it back', async () => {
    const { body } = await edit({ ...personal, nickname: 'Luis', GenderIdentityId: '1', photo: png });
    expect(body.responseCode).toBe('00');
    expect(body.responseMessage).toBe(profileMessages.saved);
    expect(body.data).toMatchObject({ pronoun: 'Él', nickname: 'Luis', genderIdentityId: 1 });
    const url = body.data.urlProfileImage as string;
    expect(url).toMatch(/^\/files\/uploads\/profile\/[0-9a-f-]{36}\.png$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // Re-encoded from its decoded pixels: the same picture, not necessarily the same bytes.
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ format: 'raw', width: 8, height: 8 });
    expect([...data.subarray(0, 3)]).toEqual([111, 45, 189]);
  });

  it('keeps the stored photo without a file, and clears a nickname sent as "-"', async () => {
    const before = await call(t.app, 'GET', '/Account/Profile', { token: newcomer.token });
    const { body } = await edit({
      ...personal,
      nickname: '-',
      urlProfileImage: 'https://evil.example/x.png',
    });
    expect(body.data.nickname).toBeNull();
    expect(body.data.urlProfileImage).toBe(before.body.data.urlProfileImage);
  });

  it('refuses a text file named .png and a file over 10 MB with Spanish messages', async () => {
    const fake = { data: Buffer.from('no soy una imagen'), name: 'foto.png', type: 'image/png' };
    const wrong = await edit({ ...personal, photo: fake });
    expect(wrong.status).toBe(400);
    expect(wrong.body.responseCode).toBe('02');
    expect(fieldErrors(wrong.body).photo).toBe(uploadMessages.notAllowed('png, jpeg, jpg o webp'));
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    const other = await edit({ ...personal, photo: { data: gif, name: 'foto.jpg', type: 'image/jpeg' } });
    expect(fieldErrors(other.body).photo).toBe(uploadMessages.notAllowed('png, jpeg, jpg o webp'));
    const huge = Buffer.concat([png.data, Buffer.alloc(10 * 1024 * 1024)]);
    const big = await edit({ ...personal, photo: { ...png, data: huge } });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ responseCode: '02', responseMessage: uploadMessages.tooLarge(10) });
  });

  it('validates the text fields against the contract, with coercion, and the profile rules', async () => {
    const missing = await edit({ firstName: 'Luis', GenderIdentityId: 'uno' });
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing.body)).toMatchObject({
      birthday: messages.field.required,
      pronoun: messages.field.required,
      GenderIdentityId: 'Debe ser un número entero.',
    });
    const young = await edit({ ...personal, birthday: birthdayYearsAgo(t.time.clock(), 18, 1) });
    expect(fieldErrors(young.body).birthday).toBe(messages.field.minimumAge);
    const noLast = await edit({ ...personal, lastName: '' });
    expect(fieldErrors(noLast.body).lastName).toBe(messages.field.required);
    const middleOnly = await edit({ ...personal, lastName: '', middleName: 'Ángel' });
    expect(middleOnly.body.responseCode).toBe('00');
    const pronoun = await edit({ ...personal, pronoun: 'Ello' });
    expect(fieldErrors(pronoun.body).pronoun).toMatch(/Él, Ella, Elle, Otro/);
    const flag = await edit({ ...personal, GenderIdentityId: '999' });
    expect(fieldErrors(flag.body).GenderIdentityId).toBe(messages.genderIdentityNotFound);
  });

  it('answers multipart problems and anonymous callers with the envelope', async () => {
    expect((await sendForm(t.app, 'POST', '/Account/EditProfile', { ...personal, photo: png })).status).toBe(
      401,
    );
    const json = await call(t.app, 'POST', '/Account/EditProfile', { token: newcomer.token, body: personal });
    expect(json.status).toBe(400);
    expect(json.body.responseMessage).toBe(uploadMessages.notMultipart);
    const twice = await edit({ ...personal, foto: png }, newcomer.token);
    expect(fieldErrors(twice.body).foto).toBe(uploadMessages.unknownFile);
  });

  it('changes the password only with the right current one (code 99) and under the register rules', async () => {
    const wrong = await edit({ ...personal, currentPassword: 'NoEs.2026!', newPassword: 'Nueva.2026!' });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({
      responseCode: '99',
      responseMessage: profileMessages.wrongCurrentPassword,
    });
    const weak = await edit({ ...personal, currentPassword: 'Demo.2026!', newPassword: 'debil' });
    expect(fieldErrors(weak.body).newPassword).toBe(messages.field.passwordRules);
    const ok = await edit({ ...personal, currentPassword: 'Demo.2026!', newPassword: 'Nueva 2026!' });
    expect(ok.body.responseCode).toBe('00');
    const again = await call(t.app, 'POST', '/Auth/Login', {
      body: { username: NEWCOMER, password: 'Nueva2026!' },
    });
    expect(again.body.responseCode).toBe('00');
    await edit({ ...personal, currentPassword: 'Nueva2026!', newPassword: 'Demo.2026!' });
  });

  it('counts wrong current passwords as failed sign-ins, so a stolen session cannot guess the password', async () => {
    const guesses = [];
    for (let i = 0; i < 6; i += 1)
      guesses.push(
        (await edit({ ...personal, currentPassword: `Adivina.${i}!`, newPassword: 'Robada.2026!' })).body
          .responseCode,
      );
    expect(guesses).toEqual(['99', '99', '99', '29', '29', '29']);
    // The right password is refused too while the account is slowed down from this address.
    const right = await edit({ ...personal, currentPassword: 'Demo.2026!', newPassword: 'Robada.2026!' });
    expect(right.body.responseCode).toBe('29');
    await t.db.query('delete from login_failures');
  });

  it('locks names and photo for Google accounts, asks them for a nickname, and offers no password', async () => {
    const email = 'carlos.mendoza@demo.muropride.mx';
    await t.db.query('update users set login_provider = 3 where email = $1', [email]);
    const google = await login(t.app, email);
    const base = {
      firstName: 'Carlos',
      middleName: 'Eduardo',
      lastName: 'Mendoza Vázquez',
      birthday: '1992-01-25',
      pronoun: 'Él',
    };
    const renamed = await edit({ ...base, firstName: 'Carla', nickname: 'Caro' }, google.token);
    expect(fieldErrors(renamed.body).firstName).toBe(profileMessages.namesLocked);
    const photo = await edit({ ...base, nickname: 'Caro', photo: png }, google.token);
    expect(fieldErrors(photo.body).photo).toBe(profileMessages.photoLocked);
    const noNick = await edit({ ...base, nickname: '-' }, google.token);
    expect(fieldErrors(noNick.body).nickname).toBe(messages.field.required);
    const password = await edit({ ...base, nickname: 'Caro', newPassword: 'Nueva.2026!' }, google.token);
    expect(fieldErrors(password.body).newPassword).toBe(profileMessages.passwordUnavailable);
    const saved = await edit({ ...base, nickname: 'Caro' }, google.token);
    expect(saved.body).toMatchObject({ responseCode: '00', data: { nickname: 'Caro', firstName: 'Carlos' } });
  });
});
