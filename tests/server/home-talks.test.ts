import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../domain/dates.js';
import { seedAreas } from '../../server/db/seed/area-seeds.js';
import { helpMessages } from '../../server/home/help-messages.js';
import { pointsBalance } from '../../server/points/points-store.js';
import { call, defined, fieldErrorsOf } from './support/contract.js';
import { login, outbox, type Session } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PAGE = 8;

describe.each(stores)('home wall, banners, Pride Talks and help on $name', (store) => {
  let t: TestApp;
  let member: Session;
  beforeAll(async () => {
    t = await createTestApp(store, { seeds: [seedAreas] });
    member = await login(t.app, 'miembro@demo.muropride.mx');
  });
  afterAll(() => t.close());

  it('gives visitors the published home banners (type 2) and adverts (type 3) and counts views', async () => {
    const banners = await call(t.app, 'GET', '/backend/CompanyHoliday/filtered/2');
    expect(banners.body.data.length).toBe(3);
    expect(banners.body.data.every((b: { typeId: number }) => b.typeId === 2)).toBe(true);
    const adverts = await call(t.app, 'GET', '/backend/CompanyHoliday/filtered/3');
    expect(adverts.body.data.map((a: { imagePath: string }) => a.imagePath)).toContain(
      '/files/home/anuncio-tienda.webp',
    );
    const id = defined(banners.body.data[0], 'A banner').companyHolidayId;
    expect((await call(t.app, 'POST', `/backoffice/CompanyHoliday/countViews/${id}`)).status).toBe(200);
    await call(t.app, 'POST', `/backoffice/CompanyHoliday/countViews/${id}`, { token: member.token });
    const [row] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from company_holiday_views where company_holiday_id = $1',
      [id],
    );
    expect(row?.n).toBe(2);
    expect((await call(t.app, 'POST', '/backoffice/CompanyHoliday/countViews/99999')).status).toBe(404);
  });

  it('hides a banner outside its publication window', async () => {
    const past = dayIn(new Date(t.time.clock().getTime() - 10 * 86_400_000));
    await t.db.query(
      `insert into company_holidays (company_id, description, event_date, start_date, end_date, type_id, image_path)
       values (871, 'Vencido', $1, $1, $1, 2, '/files/home/banner-orgullo.webp')`,
      [past],
    );
    const { body } = await call(t.app, 'GET', '/backend/CompanyHoliday/filtered/2');
    expect(body.data.map((b: { description: string }) => b.description)).not.toContain('Vencido');
  });

  it('pages the seasons by last date and id, 8 at a time, newest first, without repeats', async () => {
    const first = await call(t.app, 'GET', `/backend/Auditorium/Complete/0/0/${PAGE}`);
    expect(first.body.data).toHaveLength(PAGE);
    const last = defined(first.body.data[PAGE - 1], 'The last talk of the page').data;
    const second = await call(
      t.app,
      'GET',
      `/backend/Auditorium/Complete/${Date.parse(last.conferenceDate)}/${last.auditoriumId}/${PAGE}`,
    );
    const all = [...first.body.data, ...second.body.data].map((x: { eventId: number }) => x.eventId);
    expect(new Set(all).size).toBe(all.length);
    const everything = await call(t.app, 'GET', '/backend/Auditorium/Complete');
    expect(all).toEqual(everything.body.data.map((x: { eventId: number }) => x.eventId));
    const dates = everything.body.data.map(
      (x: { data: { conferenceDate: string } }) => x.data.conferenceDate,
    );
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('lists upcoming talks apart and gives the latest broadcast or the asked one', async () => {
    const pending = await call(t.app, 'GET', '/backend/Auditorium/Pending');
    expect(pending.body.data).toHaveLength(1);
    const upcoming = defined(pending.body.data[0], 'The upcoming talk');
    expect(Date.parse(upcoming.data.conferenceDate)).toBeGreaterThan(t.time.clock().getTime());
    const latest = await call(t.app, 'GET', '/backend/Auditorium/Complete/LastOrDefault/871/0');
    const newest = defined(
      (await call(t.app, 'GET', '/backend/Auditorium/Complete')).body.data[0],
      'The newest talk',
    );
    expect(latest.body.data.eventId).toBe(newest.eventId);
    const asked = await call(
      t.app,
      'GET',
      `/backend/Auditorium/Complete/LastOrDefault/871/${upcoming.eventId}`,
    );
    expect(asked.body.data.data.title).toBe(upcoming.data.title);
    // The company in the path is ignored: a visitor naming another one still gets the default company's.
    const named = await call(t.app, 'GET', '/backend/Auditorium/Complete/LastOrDefault/5/0');
    expect(named.body.data).toEqual(latest.body.data);
  });

  it('records a view when a conference is clicked, and hides talks aimed at others', async () => {
    const talk = defined((await call(t.app, 'GET', '/backend/Auditorium/Complete')).body.data[0], 'A talk');
    const id = talk.eventId;
    expect(
      (await call(t.app, 'POST', `/backend/Auditorium/InsertView/${id}`, { token: member.token })).status,
    ).toBe(200);
    const [views] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from auditorium_views where auditorium_id = $1',
      [id],
    );
    expect(views?.n).toBe(1);
    const [hr] = await t.db.query<{ user_id: number }>(
      "select user_id from users where email = 'rh@demo.muropride.mx'",
    );
    await t.db.query("insert into item_audiences (item_kind, item_id, user_id) values ('talk', $1, $2)", [
      id,
      hr?.user_id,
    ]);
    expect(
      (await call(t.app, 'GET', `/backend/Auditorium/WithImages/${id}`, { token: member.token })).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/backend/Auditorium/WithImages/${id}`)).status).toBe(404);
    const hrSession = await login(t.app, 'rh@demo.muropride.mx');
    expect(
      (await call(t.app, 'GET', `/backend/Auditorium/WithImages/${id}`, { token: hrSession.token })).status,
    ).toBe(200);
    await t.db.query("delete from item_audiences where item_kind = 'talk' and item_id = $1", [id]);
  });

  it("credits a talk's points once to the member who opens it from its start, and none before", async () => {
    // The newest talk was opened by the test above; this one is not yet on the member's statement.
    const talk = defined(
      (await call(t.app, 'GET', '/backend/Auditorium/Complete')).body.data[1],
      'The second newest talk',
    );
    const id = talk.eventId;
    await t.db.query('update auditoriums set reward = 40 where auditorium_id = $1', [id]);
    const before = await pointsBalance(t.db, member.userId);
    for (let view = 0; view < 2; view += 1)
      await call(t.app, 'POST', `/backend/Auditorium/InsertView/${id}`, { token: member.token });
    expect(await pointsBalance(t.db, member.userId)).toBe(before + 40);
    const [movement] = await t.db.query<{ reason: string }>(
      "select reason from points_movements where source_kind = 'talk' and source_id = $1 and user_id = $2",
      [String(id), member.userId],
    );
    expect(movement?.reason).toBe(`Pride Talks: ${talk.data.title}`);

    const upcoming = defined(
      (await call(t.app, 'GET', '/backend/Auditorium/Pending', { token: member.token })).body.data[0],
      'The upcoming talk',
    );
    const upcomingId = upcoming.eventId;
    await t.db.query('update auditoriums set reward = 40 where auditorium_id = $1', [upcomingId]);
    await call(t.app, 'POST', `/backend/Auditorium/InsertView/${upcomingId}`, { token: member.token });
    expect(await pointsBalance(t.db, member.userId)).toBe(before + 40);
  });

  it('computes the widgets from the real tables for a member and gives visitors zeros', async () => {
    const visitor = await call(t.app, 'GET', '/Home/Widgets');
    expect(visitor.body.data.surveyWidget).toEqual({ expirationDays: 0, pending: 0 });
    expect(visitor.body.data.rewardWidget.points).toBe(0);
    const { body } = await call(t.app, 'GET', '/Home/Widgets', { token: member.token });
    const surveys = await call(t.app, 'GET', '/backend/SurveyUserProfile/Surveys', { token: member.token });
    const pending = surveys.body.data.pendingSurveys as { endDate: string }[];
    expect(body.data.surveyWidget.pending).toBe(pending.length);
    const today = dayIn(t.time.clock());
    const nearest = pending[0]
      ? Math.round((Date.parse(pending[0].endDate) - Date.parse(today)) / 86_400_000)
      : 0;
    expect(body.data.surveyWidget.expirationDays).toBe(nearest);
    const providers = await call(t.app, 'GET', '/Ecommerce/Providers', { token: member.token });
    expect(body.data.providerWidget.quantity).toBe(providers.body.data.length);
    const latest = defined(
      (await call(t.app, 'GET', '/backend/Auditorium/Pending', { token: member.token })).body.data[0],
      'The upcoming talk',
    );
    expect(body.data.auditoriumWidget.data?.auditoriumId).toBe(latest.eventId);
    expect(body.data.rewardWidget.points).toBe(await pointsBalance(t.db, member.userId));
    // Events on sale plus the recommendations not completed yet (the demo member shows recommendations).
    const sale = await call(t.app, 'GET', '/TicketsEvent/AvailableToSale', { token: member.token });
    const onSale = sale.body.data.events as unknown[];
    const courses = (await call(t.app, 'GET', '/backend/Course', { token: member.token })).body.data as {
      isCompleted: boolean;
    }[];
    expect(body.data.courseWidget).toEqual({
      quantity: onSale.length + courses.filter((course) => !course.isCompleted).length,
    });
  });

  it('sends the help contact form to the outbox with the spec messages', async () => {
    const before = (await outbox(t.app)).length;
    const sent = await call(t.app, 'POST', '/Site/HelpContact', {
      body: {
        name: 'Ana Ruiz',
        businessName: 'Café Arcoíris',
        email: 'ana@correo.mx',
        message: 'Necesito ayuda con mi cuenta.',
      },
    });
    expect(sent.body).toEqual({ responseCode: '00', responseMessage: helpMessages.sent, data: null });
    expect(helpMessages.sent).toBe(
      'Gracias por comunicarte con nosotros, en breve un ejecutivo se pondrá en contacto.',
    );
    const mails = await outbox(t.app);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.text).toContain('Café Arcoíris');
    expect(mails.at(-1)?.text).toContain('Necesito ayuda con mi cuenta.');
    const bad = await call(t.app, 'POST', '/Site/HelpContact', {
      body: { name: ' ', businessName: '', email: 'ana@', message: 'corto' },
    });
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad.body).map((e: { field: string }) => e.field)).toEqual([
      'name',
      'email',
      'message',
    ]);
    expect((await outbox(t.app)).length).toBe(before + 1);
  });
});
