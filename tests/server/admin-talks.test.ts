import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dayIn } from '../../domain/dates.js';
import { seedAreas } from '../../server/db/seed/area-seeds.js';
import { createLocalBus, isLiveEvent, type LiveMessage } from '../../server/live/live-bus.js';
import { talkMessages as m } from '../../server/talks/talk-messages.js';
import { call, fieldErrorsOf } from './support/contract.js';
import { stores } from './support/stores.js';

import { solidPng } from './profile-support/png.js';
import { sendForm, type FormFields } from './support/forms.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

const image = (width = 800, height = 600) => ({
  data: solidPng(width, height),
  name: 'talk.png',
  type: 'image/png',
});

describe.each(stores)('Pride Talks events (HR) on $name', (store) => {
  let today: string;
  const bus = createLocalBus();
  const rung: LiveMessage[] = [];
  bus.subscribe((message) => {
    if (isLiveEvent(message)) rung.push(message);
  });
  const model = (over: Record<string, unknown> = {}) =>
    JSON.stringify({
      title: 'Orgullo en el trabajo',
      conferenceUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
      startDate: today,
      conferenceDate: `${today}T23:00`,
      duration: 2,
      reward: 50,
      listUser: [],
      ...over,
    });
  const t = useTestApp(store, { liveBus: bus, seeds: [seedAreas] });
  const { hr, member } = useDemoPeople(t, { hr: 'hr', member: 'member' });
  beforeAll(async () => {
    today = dayIn(t.time.clock());
  });
  const postTalk = (fields: FormFields, token = hr.token) =>
    sendForm(t.app, 'POST', '/backoffice/Auditorium', fields, token);

  it('refuses members', async () => {
    expect((await call(t.app, 'GET', '/backoffice/Auditorium', { token: member.token })).status).toBe(403);
    const refused = await postTalk({ model: model(), images: image() }, member.token);
    expect(refused.status).toBe(403);
  });

  it('creates an event with the end at date plus duration, lists it and shows it to members', async () => {
    const created = await sendForm(
      t.app,
      'POST',
      '/backoffice/Auditorium?createEventCalendar=true',
      { model: model(), images: image() },
      hr.token,
    );
    expect(created.body.responseMessage).toBe('Se creó exitosamente el evento');
    const talk = created.body.data;
    expect(Date.parse(talk.endDate) - Date.parse(talk.conferenceDate)).toBe(2 * 3_600_000);
    expect(talk.imagePath).toMatch(/^\/files\/uploads\/talks\//);
    expect(talk.conferenceUrl).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    const list = await call(t.app, 'GET', '/backoffice/Auditorium', { token: hr.token });
    expect(list.body.data.map((x: { auditoriumId: number }) => x.auditoriumId)).toContain(talk.auditoriumId);
    const seen = await call(t.app, 'GET', `/backend/Auditorium/WithImages/${talk.auditoriumId}`, {
      token: member.token,
    });
    expect(seen.body.data.data.title).toBe('Orgullo en el trabajo');
    const bell = await call(t.app, 'GET', '/Home/GetNotification', { token: member.token });
    expect(bell.body.data.map((n) => n.link)).toContain(`/audience/${talk.auditoriumId}`);
    // Through the notifier: the member's open pages ring too, not only the stored bell.
    // The ring goes out after the commit, on its own, so it may land a moment after the response.
    await vi.waitFor(() => {
      const ring = rung.find((r) => r.target === 'beNotified' && r.userIds.includes(member.userId));
      expect(ring?.arguments).toEqual([expect.objectContaining({ link: `/audience/${talk.auditoriumId}` })]);
    });
  });

  it('creates an event sent as the spec writes it: id 0, job role 0 for all, its end date ignored', async () => {
    const created = await postTalk({
      model: model({ auditoriumId: 0, jobRoleId: 0, endDate: '1999-01-01T00:00' }),
      images: image(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const talk = created.body.data;
    expect(talk.jobRoleId).toBeNull();
    expect(Date.parse(talk.endDate) - Date.parse(talk.conferenceDate)).toBe(2 * 3_600_000);
    const unknown = await postTalk({ model: model({ jobRoleId: 999999 }), images: image() });
    expect(fieldErrorsOf(unknown.body)).toEqual([{ field: 'jobRoleId', message: m.unknownJobRole }]);
  });

  it('applies the form rules of spec 002 §5 with its messages', async () => {
    const yesterday = dayIn(new Date(t.time.clock().getTime() - 86_400_000));
    const bad = await postTalk({
      model: model({
        title: ' Charla',
        conferenceUrl: '',
        startDate: yesterday,
        conferenceDate: `${dayIn(new Date(t.time.clock().getTime() - 2 * 86_400_000))}T10:00`,
      }),
    });
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad.body)).toEqual([
      { field: 'title', message: m.leadingSpace },
      { field: 'conferenceUrl', message: '*Campo Requerido' },
      { field: 'startDate', message: m.startBeforeToday },
      { field: 'conferenceDate', message: m.eventBeforeStart },
      { field: 'images', message: 'Debes subir una imagen para el evento' },
    ]);
    const foreign = await postTalk({
      model: model({ conferenceUrl: 'https://example.com/video' }),
      images: image(),
    });
    expect(fieldErrorsOf(foreign.body)).toEqual([{ field: 'conferenceUrl', message: m.talkLinkOnly }]);
    const meeting = await postTalk({
      model: model({ conferenceUrl: 'https://empresa.zoom.us/j/81234567890?pwd=abc' }),
      images: image(),
    });
    expect(meeting.body.data.conferenceUrl).toBe('https://empresa.zoom.us/j/81234567890?pwd=abc');
    for (const over of [{ duration: 7 }, { duration: 0 }, { reward: 1000 }, { reward: -1 }]) {
      const refused = await postTalk({ model: model(over), images: image() });
      expect(refused.status).toBe(400);
    }
    const big = await postTalk({ model: model(), images: image(801, 600) });
    expect(big.status).toBe(400);
  });

  it('requires users when the company addresses Auditorio, and aims the event at them', async () => {
    await t.db.query(
      `update company_event_types set is_audience_addressed = true where company_id = 871 and event_type_id = 2`,
    );
    const none = await postTalk({ model: model(), images: image() });
    expect(fieldErrorsOf(none.body)).toEqual([
      { field: 'listUser', message: 'Debes elegir al menos un usuario' },
    ]);
    const [rh] = await t.db.query<{ user_id: number }>(
      "select user_id from users where email = 'rh@demo.muropride.mx'",
    );
    const aimed = await postTalk({
      model: model({ title: 'Solo RH', listUser: [rh?.user_id] }),
      images: image(),
    });
    expect(aimed.body.data.listUser).toEqual([rh?.user_id]);
    const id = aimed.body.data.auditoriumId as number;
    expect(
      (await call(t.app, 'GET', `/backend/Auditorium/WithImages/${id}`, { token: member.token })).status,
    ).toBe(404);
    await t.db.query(`update company_event_types set is_audience_addressed = false where company_id = 871`);
  });

  it('updates keeping the image and deactivates once', async () => {
    const created = await postTalk({ model: model({ title: 'Antes' }), images: image() });
    const id = created.body.data.auditoriumId as number;
    const changed = model({ auditoriumId: id, title: 'Después', duration: 6 });
    const updated = await sendForm(t.app, 'PUT', '/backoffice/Auditorium', { model: changed }, hr.token);
    expect(updated.body.responseMessage).toBe('Se actualizó exitosamente el evento');
    expect(updated.body.data).toMatchObject({
      title: 'Después',
      duration: 6,
      imagePath: created.body.data.imagePath,
    });
    const read = await call(t.app, 'GET', `/backoffice/Auditorium/WithImages/${id}`, { token: hr.token });
    expect(read.body.data.title).toBe('Después');
    const off = await call(t.app, 'DELETE', '/backoffice/Auditorium', {
      token: hr.token,
      body: { auditoriumId: id },
    });
    expect(off.body.responseMessage).toBe('Se desactivó correctamente');
    expect(
      (await call(t.app, 'DELETE', '/backoffice/Auditorium', { token: hr.token, body: { auditoriumId: id } }))
        .status,
    ).toBe(409);
    expect(
      (await call(t.app, 'GET', `/backend/Auditorium/WithImages/${id}`, { token: member.token })).status,
    ).toBe(404);
  });
});
