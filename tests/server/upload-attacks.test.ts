import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSurveys } from '../../server/surveys/survey-seed.js';
import { surveyMessages as m } from '../../server/surveys/survey-messages.js';
import { uploadMessages } from '../../domain/upload-messages.js';
import { MEGABYTE } from '../../domain/upload-rule.js';
import { MEMBER_QUOTA_BYTES } from '../../server/uploads/upload-limits.js';
import { call, defined, fieldErrorsOf } from './support/contract.js';
import { login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { participationAnswers, startPhotoAnswer } from './survey-support.js';

import { solidPng } from './profile-support/png.js';
import { type FormFields, type FormValue, sendForm } from './support/forms.js';
import { useSignedIn, useTestApp } from './support/suite.js';

const MEMBER = 'valeria.gutierrez@example.com';
const personal = { firstName: 'Valeria', lastName: 'Gutiérrez', birthday: '1992-04-12', pronoun: 'Ella' };
const image = (data: Buffer, name = 'a.png'): FormValue => ({ data, name, type: 'image/png' });
const noise = (bytes: number) => image(Buffer.alloc(bytes, 7), 'grande.png');
const fieldMessages = (body: { responseCode: string; data: unknown }) =>
  fieldErrorsOf(body).map((e) => e.message);

describe.each(stores)('uploads tried as an attacker on $name', (store) => {
  let form: { SurveyId: string; InputValues: string };
  let participation: number;
  const stored = (folder: string) => {
    const dir = join(t.config.uploadsDir, folder);
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const sendAnswer = (parts: FormFields) =>
    sendForm(t.app, 'POST', '/backend/SurveyMultimedia', { ...form, ...parts }, member.token);
  const sendImages = (files: FormValue[]) => sendAnswer({ FileImage: files });
  /** The profile saved with a new photo, by the member unless another's token is given. */
  const editPhoto = (photo: FormValue, token = member.token) =>
    sendForm(t.app, 'POST', '/Account/EditProfile', { ...personal, photo }, token);
  const answerValue = async () => {
    const { body } = await participationAnswers(t.app, participation, member.token);
    return JSON.parse(body.data[0]?.value ?? '[]') as string[];
  };

  const t = useTestApp(store, { seeds: [seedSurveys] });
  const member = useSignedIn(t, MEMBER);
  beforeAll(async () => {
    const started = await startPhotoAnswer(t.app, member.token);
    participation = started.surveyUserProfileId;
    form = started.fields;
  });

  it('refuses a sixth survey image (the contract allows five) and stores none of them', async () => {
    const six = await sendImages(Array.from({ length: 6 }, () => image(solidPng())));
    expect(six.status).toBe(400);
    expect(fieldMessages(six.body)).toContain(uploadMessages.tooManyInField(5));
    expect(stored('surveys')).toEqual([]);
  });

  it('stops a file past 10 MB and a request past 25 MB in all while they stream in', async () => {
    const big = await sendImages([noise(10 * MEGABYTE + 1)]);
    expect(big.status).toBe(400);
    expect(fieldMessages(big.body)).toContain(uploadMessages.tooLarge(10));
    const many = await sendImages(Array.from({ length: 5 }, () => noise(6 * MEGABYTE)));
    expect(many.status).toBe(400);
    expect(fieldMessages(many.body)).toContain(uploadMessages.requestTooLarge(25));
    expect(stored('surveys')).toEqual([]);
  });

  it('refuses a GIF/JavaScript polyglot and keeps only the pixels of a GIF with script appended', async () => {
    const polyglot = Buffer.from(
      'GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.domain)//',
      'latin1',
    );
    const refused = await sendImages([image(polyglot, 'a.gif')]);
    expect(refused.status).toBe(400);
    expect(fieldMessages(refused.body)).toEqual([uploadMessages.damagedImage]);

    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#7b2cbf' } })
      .gif()
      .toBuffer();
    const tail = Buffer.from('<script>alert(document.domain)</script>');
    const saved = await sendImages([image(Buffer.concat([gif, tail]), 'a.gif')]);
    expect(saved.body.responseCode, saved.body.responseMessage).toBe('00');
    const [url] = await answerValue();
    const file = await t.app.inject({ method: 'GET', url: url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.includes('alert')).toBe(false);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('gif');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('refuses a text file disguised as an image and a file in a field that takes none', async () => {
    const text = await sendImages([image(Buffer.from('<svg onload="alert(1)"/>'), 'a.png')]);
    expect(fieldMessages(text.body)).toEqual([m.imageOnly]);
    const stray = await sendAnswer({ Otro: image(solidPng()) });
    expect(stray.status).toBe(400);
    expect(fieldMessages(stray.body)).toContain(uploadMessages.unknownFile);
  });

  it('deletes the images of a replaced answer and a replaced profile photo', async () => {
    await sendImages([image(solidPng()), image(solidPng(4, 4))]);
    const first = await answerValue();
    expect(first).toHaveLength(2);
    await sendImages([image(solidPng(6, 6))]);
    const second = await answerValue();
    expect(second).toHaveLength(1);
    for (const url of first) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(stored('surveys')).toEqual([second[0]?.split('/').pop()]);

    const edit = (size: number) => editPhoto(image(solidPng(size, size)));
    const one = (await edit(5)).body.data.urlProfileImage as string;
    const two = (await edit(7)).body.data.urlProfileImage as string;
    expect((await t.app.inject({ method: 'GET', url: one })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: two })).statusCode).toBe(200);
    expect(stored('profile')).toEqual([two.split('/').pop()]);
  });

  it('drops the location and other metadata a photo carries', async () => {
    const jpeg = await sharp({ create: { width: 6, height: 6, channels: 3, background: '#ff0000' } })
      .jpeg()
      .withExif({
        IFD0: { Artist: 'Casa de Valeria' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 26/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const saved = await editPhoto({ data: jpeg, name: 'yo.jpg', type: 'image/jpeg' });
    expect(saved.body.responseCode, saved.body.responseMessage).toBe('00');
    const file = await t.app.inject({
      method: 'GET',
      url: defined(saved.body.data.urlProfileImage, 'The saved photo'),
    });
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(file.rawPayload.includes('Casa de Valeria')).toBe(false);
  });

  it('keeps only the images of the last answer when several race for one question', async () => {
    const replies = await Promise.all([3, 4, 5, 6].map((size) => sendImages([image(solidPng(size, size))])));
    expect(replies.map((r) => r.body.responseCode)).toEqual(['00', '00', '00', '00']);
    const [url] = await answerValue();
    expect(stored('surveys')).toEqual([url?.split('/').pop()]);
  });

  it('deletes the images of a withdrawn participation', async () => {
    await sendImages([image(solidPng(3, 3))]);
    const [url] = await answerValue();
    const withdrawn = await call(t.app, 'DELETE', `/backend/SurveyUserProfile?id=${participation}`, {
      token: member.token,
    });
    expect(withdrawn.body.responseCode).toBe('00');
    expect((await t.app.inject({ method: 'GET', url: url ?? '' })).statusCode).toBe(404);
    expect(stored('surveys')).toEqual([]);
  });

  it('refuses uploads past the member quota, stores nothing, and lets another member upload', async () => {
    await t.db.query('insert into uploaded_files (url, user_id, bytes) values ($1, $2, $3)', [
      '/files/uploads/surveys/00000000-0000-0000-0000-000000000000.png',
      member.userId,
      MEMBER_QUOTA_BYTES - 100,
    ]);
    const before = stored('profile');
    const full = await editPhoto(image(solidPng()));
    expect(full.status).toBe(400);
    expect(fieldMessages(full.body)).toEqual([uploadMessages.quotaFull(MEMBER_QUOTA_BYTES / MEGABYTE)]);
    expect(stored('profile')).toEqual(before);
    const other = await login(t.app, 'nuevo@demo.muropride.mx');
    const fine = await editPhoto(image(solidPng()), other.token);
    expect(fine.body.responseCode, fine.body.responseMessage).toBe('00');
  });
});
