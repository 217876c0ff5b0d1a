import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/recognition.js';
import { dayIn } from '../../domain/dates.js';
import { recognitionMessages as m } from '../../server/recognition/recognition-messages.js';
import { seedRecognition } from '../../server/recognition/recognition-seed.js';
import { creditPoints } from '../../server/points/points-ledger.js';
import { pointsBalance } from '../../server/points/points-store.js';
import { call, defined, fieldErrorsOf } from './support/contract.js';
import { login, type Session } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

const OTHER_COMPANY = 990;

describe.each(stores)('recognition board on $name', (store) => {
  let teamwork: number;
  let today: string;
  let outsider: number;

  const give = (session: Session, to: number, text = 'Gracias por tu apoyo', typeId = teamwork) =>
    call(t.app, 'POST', '/backend/AcknowledgmentUserProfile', {
      token: session.token,
      body: { acknowledgmentTypeId: typeId, userProfileTo: to, text },
    });
  const topTen = (typeId = teamwork) =>
    call(t.app, 'GET', `/backend/AcknowledgmentUserProfile/top10/${typeId}`, { token: member.token });
  const newCategory = async (validFrom: string, validTo: string, active = true) => {
    const reply = await call(t.app, 'POST', '/backoffice/AcknowledgmentType', {
      token: hr.token,
      body: { title: 'Temporal', descritption: 'Categoría de prueba', active, validFrom, validTo },
    });
    expect(reply.body.responseCode).toBe('00');
    return reply.body.data.acknowledgmentTypeId as number;
  };

  const t = useTestApp(store, { seeds: [seedRecognition] });
  const { member, carlos, hr } = useDemoPeople(t, { member: 'member', carlos: 'carlos', hr: 'hr' });
  beforeAll(async () => {
    today = dayIn(t.time.clock());
    const types = await call(t.app, 'GET', '/backend/AcknowledgmentType', { token: member.token });
    teamwork = defined(
      types.body.data.find((c: { title: string }) => c.title === 'Trabajo en equipo'),
      'The teamwork category',
    ).acknowledgmentTypeId;
    await t.db.query(
      `insert into companies (company_id, company_name, corporate_domain, contact_email)
       values ($1, 'Otra empresa', 'otra.example', 'contacto@otra.example')`,
      [OTHER_COMPANY],
    );
    const [row] = await t.db.query<{ user_id: number }>(
      `insert into users (company_id, email, first_name, created_at)
       values ($1, 'ajena@otra.example', 'Ajena', now()) returning user_id`,
      [OTHER_COMPANY],
    );
    outsider = row?.user_id ?? 0;
  });

  it('lists the open categories with the caller’s count and level icon', async () => {
    const { body } = await call(t.app, 'GET', '/backend/AcknowledgmentType', { token: member.token });
    expect(body.data.map((c: { title: string }) => c.title)).toEqual(
      expect.arrayContaining(['Trabajo en equipo', 'Liderazgo incluyente', 'Innovación']),
    );
    const own = body.data.find((c: { acknowledgmentTypeId: number }) => c.acknowledgmentTypeId === teamwork);
    expect(own).toMatchObject({
      count: 3,
      logo: '/files/recognition/silver.svg',
      validTo: addDays(today, 90),
    });
  });

  it('ranks by recognitions received, first place first, each with the level reached', async () => {
    const { body } = await topTen();
    expect(body.data.map((e: { firstName: string; position: number }) => [e.position, e.firstName])).toEqual([
      [1, 'Mariana'],
      [2, 'Carlos'],
      [3, 'Sofía'],
    ]);
    expect(body.data[0]).toMatchObject({ count: 3, level: { description: 'Plata', noAcknowledgment: 3 } });
    expect(body.data[1]).toMatchObject({ count: 2, level: { description: 'Bronce' } });
  });

  it('refuses a recognition to oneself with code 03 and stores nothing', async () => {
    const before = await topTen();
    const { status, body } = await give(member, member.userId);
    expect([status, body.responseCode, body.responseMessage]).toEqual([200, '03', m.toSelf]);
    expect((await topTen()).body.data).toEqual(before.body.data);
  });

  it('refuses an empty or blank text', async () => {
    for (const text of ['', '   ']) {
      const { status, body } = await give(member, carlos.userId, text);
      expect(status).toBe(400);
      expect(fieldErrorsOf(body)).toEqual([{ field: 'text', message: m.required }]);
    }
  });

  it('refuses someone outside the company, and an unknown person', async () => {
    for (const to of [outsider, 999_999]) {
      const { status, body } = await give(member, to);
      expect([status, body.responseMessage]).toEqual([404, m.failed]);
    }
  });

  it('refuses an expired, a future and an inactive category, and accepts the day of grace', async () => {
    const expired = await newCategory(addDays(today, -30), addDays(today, -2));
    const future = await newCategory(addDays(today, 1), addDays(today, 30));
    const inactive = await newCategory(addDays(today, -1), addDays(today, 30), false);
    for (const typeId of [expired, future, inactive]) {
      const { status, body } = await give(member, carlos.userId, 'Gracias', typeId);
      expect([status, body.responseMessage]).toEqual([404, m.failed]);
    }
    const grace = await newCategory(addDays(today, -30), addDays(today, -1));
    expect((await give(member, carlos.userId, 'Gracias', grace)).body.responseCode).toBe('00');
  });

  it('records a recognition, notifies its recipient and climbs the ranking and the ladder', async () => {
    const sofia = await login(t.app, 'sofia.reyes@demo.muropride.mx');
    const alejandro = await login(t.app, 'alejandro.cruz@demo.muropride.mx');
    const first = await give(member, carlos.userId, 'Gracias por organizar la reunión');
    expect([first.body.responseCode, first.body.responseMessage]).toEqual(['00', m.created]);
    const bell = await call(t.app, 'GET', '/Home/GetNotification', { token: carlos.token });
    expect(bell.body.data[0]).toMatchObject({
      message: m.notification.message('Mariana', 'Trabajo en equipo'),
      companyEventTypeNotificationMessage: 'Reconocimientos',
      link: '/board',
    });
    await give(sofia, carlos.userId);
    await give(alejandro, carlos.userId);
    const { body } = await topTen();
    expect(body.data[0]).toMatchObject({
      position: 1,
      firstName: 'Carlos',
      count: 5,
      level: { description: 'Oro', urlLogo: '/files/recognition/gold.svg' },
    });
    expect(body.data[1]).toMatchObject({ firstName: 'Mariana', count: 3 });
  });

  it('keeps an inactive level out of the ladder', async () => {
    const levels = await call(
      t.app,
      'GET',
      `/backoffice/CompanyAcknowledgmentLadder?acknowledgmentTypeId=${teamwork}`,
      {
        token: hr.token,
      },
    );
    const gold = defined(
      levels.body.data.find((l: { description: string }) => l.description === 'Oro'),
      'The gold level',
    );
    await call(
      t.app,
      'DELETE',
      `/backoffice/CompanyAcknowledgmentLadder?id=${gold.companyAcknowledgmentLadderId}`,
      {
        token: hr.token,
      },
    );
    const { body } = await topTen();
    expect(body.data[0]).toMatchObject({ firstName: 'Carlos', level: { description: 'Plata' } });
  });

  it('gives the first place of every open category and the whole ranking of one', async () => {
    const top1 = await call(t.app, 'GET', '/backend/AcknowledgmentUserProfile/top1', { token: member.token });
    expect(top1.body.data).toContainEqual(
      expect.objectContaining({
        acknowledgmentTypeId: teamwork,
        title: 'Trabajo en equipo',
        firstName: 'Carlos',
      }),
    );
    const all = await call(
      t.app,
      'GET',
      `/backend/GetAcknowledgmentUserProfileModule?acknowledgmentTypeId=${teamwork}`,
      {
        token: member.token,
      },
    );
    expect(all.body.data.map((e: { position: number }) => e.position)).toEqual([1, 2, 3]);
  });

  it('lists the company’s people as destinataries, the caller included, no one from elsewhere', async () => {
    const { body } = await call(t.app, 'GET', '/backend/AcknowledgmentUserProfile/destinataries', {
      token: member.token,
    });
    const ids = body.data.map((d: { userProfileId: number }) => d.userProfileId);
    expect(ids).toContain(member.userId);
    expect(ids).not.toContain(outsider);
    expect(body.data.find((d: { userProfileId: number }) => d.userProfileId === carlos.userId)?.count).toBe(
      6,
    );
  });

  it('gives the side panel: name, avatar, the points the profile shows, what was received and the levels', async () => {
    const before = await pointsBalance(t.db, carlos.userId);
    await creditPoints(t.db, {
      userId: carlos.userId,
      points: 340,
      reason: 'Encuesta de clima',
      sourceKind: 'survey',
      sourceId: 'recognition-panel',
    });
    const { body } = await call(t.app, 'GET', '/backend/AcknowledgmentUserProfile', { token: carlos.token });
    expect(body.data).toMatchObject({ firstName: 'Carlos', points: before + 340 });
    expect(body.data.received[0]).toMatchObject({
      fromName: 'Alejandro Cruz Navarro',
      typeTitle: 'Trabajo en equipo',
    });
    expect(body.data.standings).toContainEqual(
      expect.objectContaining({
        acknowledgmentTypeId: teamwork,
        count: 5,
        level: expect.objectContaining({ description: 'Plata' }),
      }),
    );
  });

  it('keeps every board call for signed-in people', async () => {
    const { status } = await call(t.app, 'GET', '/backend/AcknowledgmentType');
    expect(status).toBe(401);
  });
});
