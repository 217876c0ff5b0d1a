import { describe, expect, it } from 'vitest';
import { directoryMessages as m } from '../../server/directory/directory-messages.js';
import { seedDirectory } from '../../server/directory/directory-seed.js';
import { entryForm } from './directory-support.js';

import { call, fieldErrorsOf } from './support/contract.js';
import { stores } from './support/stores.js';
import { type TestApp } from './support/test-app.js';
import { sendForm } from './support/forms.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

const VISA = '4111111111111111';
const card = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Mariana',
  LastName: 'López Hernández',
  cardNumber: VISA,
  CardExpirationMonth: '12',
  CardExpirationYear: String(new Date().getFullYear() + 2),
  cvv: '123',
  countryStateId: 14,
  City: 'Guadalajara',
  PostalCode: '44100',
  Street: 'Av. Chapultepec',
  streetNumber: '120',
  cardType: '001',
  ...extra,
});

/** Every value of every row of every table, as text: where a card number would show if it were kept. */
async function wholeDatabase(t: TestApp): Promise<string> {
  const tables = await t.db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = current_schema()`,
  );
  let text = '';
  for (const { table_name } of tables) {
    const rows = await t.db.query<{ row: string }>(`select row_to_json(x)::text as row from ${table_name} x`);
    text += rows.map((r) => r.row).join('\n');
  }
  return text;
}

describe.each(stores)('directory card verification on $name', (store) => {
  const t = useTestApp(store, { seeds: [seedDirectory] });
  const { member, other, hr } = useDemoPeople(t, { member: 'member', other: 'newcomer', hr: 'hr' });

  const paidEntry = async (name: string) => {
    const saved = await sendForm(
      t.app,
      'POST',
      '/BackEnd/InsertDirectoryInfo',
      entryForm({ DirectoryTypeId: '2', FullName: name }),
      member.token,
    );
    expect(saved.body.data.cardStatus).toBe('missing');
    return saved.body.data.directoryInfoId as number;
  };
  const tokenize = (id: number, body: Record<string, unknown>, token = member.token) =>
    call(t.app, 'POST', `/BackOffice/RedPayCardToken?directoryInfoid=${id}`, { token, body });
  const verify = (id: number, token = member.token) =>
    call(t.app, 'POST', `/BackOffice/VerifyCard?directoryInfoid=${id}`, { token });
  const pendingNames = async () =>
    (
      (
        await call(t.app, 'GET', '/BackEnd/GetDirectoryInfoList?companyId=871&statusId=1', {
          token: hr.token,
        })
      ).body.data as { fullName: string }[]
    ).map((i) => i.fullName);
  const ownService = async (id: number) =>
    (
      (await call(t.app, 'GET', '/BackEnd/GetMyDirectoryInfoList', { token: member.token })).body.data as {
        directoryInfoId: number;
      }[]
    ).find((s) => s.directoryInfoId === id);
  const cardStatus = async (id: number) =>
    (await call(t.app, 'GET', `/BackEnd/GetDirectoryInfoById?directoryInfoId=${id}`, { token: member.token }))
      .body.data.cardStatus;

  it('tokenizes a valid card of the owner only, keeping the brand and last four digits', async () => {
    const id = await paidEntry('Servicio con tarjeta');
    expect(await pendingNames()).not.toContain('Servicio con tarjeta');
    expect((await tokenize(id, card(), other.token)).body.responseCode).toBe('04');
    const luhn = await tokenize(id, card({ cardNumber: '4111111111111112' }));
    expect(fieldErrorsOf(luhn.body)).toEqual([{ field: 'cardNumber', message: m.card.number }]);
    const amexCvv = await tokenize(id, card({ cardNumber: '378282246310005', cvv: '123', cardType: '003' }));
    expect(fieldErrorsOf(amexCvv.body)).toEqual([{ field: 'cvv', message: m.card.cvv(4) }]);
    const mismatch = await tokenize(id, card({ cardType: '002' }));
    expect(fieldErrorsOf(mismatch.body)).toEqual([{ field: 'cardType', message: m.card.brandMismatch }]);
    const expired = await tokenize(id, card({ CardExpirationYear: '2001' }));
    expect(fieldErrorsOf(expired.body)[0]?.message).toBe(m.card.expiry);
    const ok = await tokenize(id, card());
    expect(ok.body.data).toMatchObject({ cardType: '001', lastFour: '1111' });
    const amex = await tokenize(id, card({ cardNumber: '378282246310005', cvv: '1234', cardType: '003' }));
    expect(amex.body.data).toMatchObject({ cardType: '003', lastFour: '0005' });
    const master = await tokenize(id, card({ cardNumber: '5555555555554444', cardType: '002' }));
    expect(master.body.data).toMatchObject({ cardType: '002', lastFour: '4444' });
    expect(await cardStatus(id)).toBe('tokenized');
    const everything = await wholeDatabase(t);
    for (const number of [VISA, '378282246310005', '5555555555554444'])
      expect(everything).not.toContain(number);
  });

  it('challenges the card with the AmountToVerify micro-charge and returns to the result page', async () => {
    const id = await paidEntry('Servicio con reto');
    expect((await verify(id)).body.data).toEqual({ responseCode: '3', urlRedirect: null });
    await tokenize(id, card());
    expect((await verify(id, other.token)).body.responseCode).toBe('04');
    const challenge = await verify(id);
    expect(challenge.body).toMatchObject({ responseCode: '00', data: { responseCode: '7' } });
    const url = challenge.body.data.urlRedirect as string;
    expect(url).toMatch(/^\/api\/sandbox\/card\/[^.]+\.\d+\.[\w-]+$/);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$10 MXN');
    expect(page.body).toContain('Visa terminada en 1111');
    const [bare] = url.split('/').pop()?.split('.') ?? [];
    expect((await t.app.inject({ method: 'GET', url: `/api/sandbox/card/${bare}` })).statusCode).toBe(404);
    const forged = `${url.slice(0, -2)}xx`;
    expect((await t.app.inject({ method: 'POST', url: `${forged}/approve`, payload: '' })).statusCode).toBe(
      404,
    );
    const decided = await t.app.inject({ method: 'POST', url: `${url}/approve`, payload: '' });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe('/register-services/card-tokenization-result/true');
    const replay = await t.app.inject({ method: 'POST', url: `${url}/reject`, payload: '' });
    expect(replay.headers.location).toBe('/register-services/card-tokenization-result/true');
    expect(await cardStatus(id)).toBe('verified');
    expect((await verify(id)).body.data.responseCode).toBe('8');
    expect(await pendingNames()).toContain('Servicio con reto');
    const approved = await call(t.app, 'POST', `/BackOffice/ApproveDirectoryInfo?DirectoryInfoId=${id}`, {
      token: hr.token,
    });
    expect(approved.body.responseMessage).toBe(m.approved);
    const [charge] = await t.db.query<{ amount_cents: number; refunded: boolean }>(
      `select amount_cents, refunded_at is not null as refunded from card_verifications
        where directory_info_id = $1 and status = 'approved'`,
      [id],
    );
    expect(charge).toEqual({ amount_cents: 1000, refunded: true });
  });

  it('a rejected challenge leaves the entry unpublished and out of HR review', async () => {
    const id = await paidEntry('Servicio rechazado');
    await tokenize(id, card());
    const url = (await verify(id)).body.data.urlRedirect as string;
    const decided = await t.app.inject({ method: 'POST', url: `${url}/reject`, payload: '' });
    expect(decided.headers.location).toBe(
      `/register-services/card-tokenization-result/false?directoryInfoId=${id}`,
    );
    expect(await cardStatus(id)).toBe('rejected');
    expect(await ownService(id)).toMatchObject({ directoryInfoStatusId: 1, cardStatus: 'rejected' });
    expect(await pendingNames()).not.toContain('Servicio rechazado');
    const approve = await call(t.app, 'POST', `/BackOffice/ApproveDirectoryInfo?DirectoryInfoId=${id}`, {
      token: hr.token,
    });
    expect(approve.body.responseCode).toBe('05');
    await tokenize(id, card({ cardNumber: '5555555555554444', cardType: '002' }));
    expect(await cardStatus(id)).toBe('tokenized');
    expect(await ownService(id)).toMatchObject({ cardStatus: 'tokenized' });
  });

  it('lets the owner withdraw a pending entry stuck at its card step, but not one HR is reviewing', async () => {
    const remove = (id: number, token = member.token) =>
      call(t.app, 'DELETE', `/BackEnd/DeleteDirectoryInfo/${id}`, { token });
    const abandoned = await paidEntry('Servicio abandonado');
    expect(await ownService(abandoned)).toMatchObject({ cardStatus: 'missing' });
    expect((await remove(abandoned, other.token)).body.responseCode).toBe('04');
    expect((await remove(abandoned)).body).toMatchObject({
      responseMessage: m.removed,
      data: { active: false },
    });
    expect(await ownService(abandoned)).toMatchObject({ directoryInfoStatusId: 4 });
    const reviewed = await paidEntry('Servicio en revisión');
    await tokenize(reviewed, card({ cardNumber: '4242424242424242' }));
    await verify(reviewed);
    expect(await pendingNames()).toContain('Servicio en revisión');
    expect((await remove(reviewed)).body).toMatchObject({
      responseCode: '05',
      responseMessage: m.notRemovable,
    });
  });

  it('answers the sandbox test cards without a challenge', async () => {
    const good = await paidEntry('Tarjeta directa');
    await tokenize(good, card({ cardNumber: '4242424242424242' }));
    expect((await verify(good)).body.data).toEqual({ responseCode: '2', urlRedirect: null });
    const declined = await paidEntry('Tarjeta declinada');
    await tokenize(declined, card({ cardNumber: '4000000000000002' }));
    expect((await verify(declined)).body).toMatchObject({
      responseMessage: m.card.refused,
      data: { responseCode: '3' },
    });
    expect(await cardStatus(declined)).toBe('rejected');
  });

  it('skips the card for a free package and refuses card calls there', async () => {
    const free = await sendForm(t.app, 'POST', '/BackEnd/InsertDirectoryInfo', entryForm(), member.token);
    expect(free.body.data.cardStatus).toBe('notNeeded');
    const refused = await tokenize(free.body.data.directoryInfoId, card());
    expect(refused.body).toMatchObject({ responseCode: '05', responseMessage: m.card.notNeeded });
  });
});
