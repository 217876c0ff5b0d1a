import { describe, expect, it } from 'vitest';
import { billboardMessages as m } from '../../server/billboard/billboard-messages.js';
import { seedBillboard } from '../../server/billboard/billboard-seed.js';
import { DEMO_COMPANY_ID } from '../../server/db/seed/demo-company.js';
import { seedOrganisation } from '../../server/organisation/org-seed.js';
import { dayIn } from '../../domain/dates.js';
import { call, defined, fieldErrorsOf } from './support/contract.js';
import { type Session } from './support/helpers.js';
import { stores } from './support/stores.js';

import { png } from './billboard-support.js';
import { type FormValue, sendForm } from './support/forms.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

const DAY = 86_400_000;
const YOUTUBE = 'https://www.youtube.com/embed/M7lc1UVf-VE';

describe.each(stores)('billboard posts and recommendations on $name', (store) => {
  /** The company day `offset` days from the app's clock. */
  const day = (offset: number) => dayIn(new Date(t.time.clock().getTime() + offset * DAY));
  const post = (fields: Record<string, FormValue>): Record<string, FormValue> => ({
    courseMediaTypeId: '2',
    name: 'Taller de aliados',
    description: 'Cómo acompañar a compañeras y compañeros LGBTQ+.',
    startDate: day(0),
    endDate: day(10),
    reward: '40',
    urlMedia: 'https://ejemplo.mx/aliados',
    files: png(1000, 1250, 'miniatura.png'),
    ...fields,
  });
  const titles = async (session: Session) =>
    (await call(t.app, 'GET', '/backend/Course', { token: session.token })).body.data.map(
      (c: { name: string }) => c.name,
    );

  const t = useTestApp(store, { seeds: [seedOrganisation, seedBillboard] });
  const { hr, member, other, newcomer } = useDemoPeople(t, {
    hr: 'hr',
    member: 'member',
    other: 'alejandro',
    newcomer: 'newcomer',
  });

  it('keeps every /backoffice course call for HR', async () => {
    for (const [method, url] of [
      ['GET', '/backoffice/Course'],
      ['GET', '/backoffice/Course/Types'],
      ['GET', '/backoffice/Course/Paginated?pageIndex=1&elements=10'],
      ['GET', '/backoffice/Course/WithFiles/1'],
      ['DELETE', '/backoffice/Course?id=1'],
      ['GET', '/backoffice/Storage/WithFile/1/3/1'],
    ] as const) {
      expect((await call(t.app, method, url, { token: member.token })).status, url).toBe(403);
    }
    expect((await sendForm(t.app, 'POST', '/backoffice/Course', post({}), member.token)).status).toBe(403);
  });

  it('applies spec 002 §5 on the server', async () => {
    const cases: [Record<string, FormValue>, string, string][] = [
      [{ startDate: day(-1) }, 'startDate', m.course.beforeToday],
      [{ endDate: day(-1), startDate: day(0) }, 'endDate', m.course.endBeforeStart],
      [{ urlMedia: 'ejemplo.mx' }, 'urlMedia', m.course.linkFormat],
      [{ courseMediaTypeId: '1', files: '' }, 'files', m.course.needsFile],
      [
        {
          courseMediaTypeId: '3',
          urlMedia: '<iframe src="https://evil.example/embed/x"></iframe>',
          files: '',
        },
        'urlMedia',
        m.course.youtubeOnly,
      ],
    ];
    for (const [change, field, message] of cases) {
      const fields = Object.fromEntries(Object.entries(post(change)).filter(([, v]) => v !== ''));
      const reply = await sendForm(t.app, 'POST', '/backoffice/Course', fields, hr.token);
      expect(reply.status, field).toBe(400);
      expect(fieldErrorsOf(reply.body)).toContainEqual({ field, message });
    }
    const reward = await sendForm(t.app, 'POST', '/backoffice/Course', post({ reward: '100000' }), hr.token);
    expect(reward.status).toBe(400);
  });

  it('keeps only the YouTube embed URL of a pasted iframe', async () => {
    const { files: _files, ...video } = post({
      courseMediaTypeId: '3',
      urlMedia: `<iframe width="560" height="315" src="${YOUTUBE}?si=abc" onload="alert(1)"></iframe>`,
    });
    const reply = await sendForm(
      t.app,
      'POST',
      '/backoffice/Course?createCalendarEvent=true',
      video,
      hr.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      urlMedia: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?si=abc',
      calendarEvent: true,
      files: [],
    });
  });

  it('aims a link course at one person when courses are addressed, and completes it once', async () => {
    const people = await call(t.app, 'GET', '/backend/Course', { token: member.token });
    const memberId = member.userId;
    await t.db.query(
      `update company_event_types set is_audience_addressed = true
        where company_id = $1 and event_type_id = (select event_type_id from event_types where event_type_name = 'Curso')`,
      [DEMO_COMPANY_ID],
    );
    const missing = await sendForm(t.app, 'POST', '/backoffice/Course', post({}), hr.token);
    expect(fieldErrorsOf(missing.body)).toContainEqual({ field: 'users', message: m.course.needsUser });
    const created = await sendForm(
      t.app,
      'POST',
      '/backoffice/Course',
      post({ name: 'Solo para ti', users: String(memberId) }),
      hr.token,
    );
    expect(created.status).toBe(200);
    expect(created.body.responseMessage).toBe('¡Se creó correctamente!');
    expect(created.body.data.users).toEqual([memberId]);
    const id = created.body.data.courseId as number;
    expect(await titles(member)).toContain('Solo para ti');
    expect(await titles(other)).not.toContain('Solo para ti');
    expect(people.body.data.length).toBeGreaterThan(0);

    const widgetBefore = await call(t.app, 'GET', '/Home/Widgets', { token: member.token });
    const first = await call(t.app, 'POST', '/backend/course/complete', {
      token: member.token,
      body: { CourseId: id },
    });
    expect(first.body.data).toEqual({ courseId: id, isCompleted: true, firstCompletion: true, reward: 40 });
    const second = await call(t.app, 'POST', '/backend/course/complete', {
      token: member.token,
      body: { CourseId: id },
    });
    expect(second.body.data.firstCompletion).toBe(false);
    const widgetAfter = await call(t.app, 'GET', '/Home/Widgets', { token: member.token });
    expect(widgetAfter.body.data.courseWidget.quantity).toBe(
      widgetBefore.body.data.courseWidget.quantity - 1,
    );
    // The reward is credited once on the ledger, however many times the course is opened.
    expect(widgetAfter.body.data.rewardWidget.points).toBe(widgetBefore.body.data.rewardWidget.points + 40);
    const done = await call(t.app, 'GET', '/backend/Course/GetAllCompleted', { token: member.token });
    expect(done.body.data.map((c: { courseId: number }) => c.courseId)).toEqual([id]);
    const notAimed = await call(t.app, 'POST', '/backend/course/complete', {
      token: other.token,
      body: { CourseId: id },
    });
    expect(notAimed.status).toBe(404);

    const file = defined(created.body.data.files[0], "The course's file");
    const stored = await call(t.app, 'GET', `/backoffice/Storage/WithFile/${id}/${file.entityTypeId}/1`, {
      token: hr.token,
    });
    expect(Buffer.from(stored.body.data.file, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it('says whose Recomendaciones tab is on', async () => {
    const on = await call(t.app, 'GET', '/backend/Course/GetUserProfileCourse', { token: member.token });
    expect(on.body.data).toMatchObject({ showRecommendations: true, completed: 1 });
    const off = await call(t.app, 'GET', '/backend/Course/GetUserProfileCourse', { token: newcomer.token });
    expect(off.body.data.showRecommendations).toBe(false);
    const latest = await call(t.app, 'GET', '/backend/Course/Latest', { token: member.token });
    expect(latest.body.data.length).toBeLessThanOrEqual(4);
  });

  it('pages, filters, edits and deactivates posts; an inactive one cannot be deleted again', async () => {
    const types = await call(t.app, 'GET', '/backoffice/Course/Types', { token: hr.token });
    expect(types.body.data.map((x: { name: string }) => x.name)).toEqual([
      'Archivo adjunto',
      'Enlace',
      'Video de YouTube',
    ]);
    const paginated = (query: string) =>
      call(t.app, 'GET', `/backoffice/Course/Paginated?${query}`, { token: hr.token });
    const videos = await paginated('pageIndex=1&elements=10&typeId=3');
    expect(videos.body.data.list.every((c: { courseMediaTypeId: number }) => c.courseMediaTypeId === 3)).toBe(
      true,
    );
    const one = await paginated('pageIndex=1&elements=1');
    expect(one.body.data.totalPages).toBeGreaterThan(2);
    const latest = defined(one.body.data.list[0], 'The latest course');
    const { files: _files, ...kept } = post({});
    const edited = await sendForm(
      t.app,
      'PUT',
      '/backoffice/Course',
      { ...kept, courseId: String(latest.courseId), name: 'Editado', users: String(member.userId) },
      hr.token,
    );
    expect(edited.body.responseMessage).toBe('Se actualizó correctamente');
    expect(edited.body.data.files).toHaveLength(1);
    const removed = await call(t.app, 'DELETE', `/backoffice/Course?id=${latest.courseId}`, {
      token: hr.token,
    });
    expect(removed.body.responseMessage).toBe('Se desactivó correctamente');
    const again = await call(t.app, 'DELETE', `/backoffice/Course?id=${latest.courseId}`, {
      token: hr.token,
    });
    expect(again.status).toBe(409);
    expect(await titles(member)).not.toContain('Editado');
  });
});
