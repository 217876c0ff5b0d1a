import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProfileArea } from '../../server/db/seed/profile-seed.js';
import { profileMessages } from '../../server/profile/profile-messages.js';
import { call } from './support/contract.js';
import { login, type Session } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe.each(stores)('profile tabs on $name', (store) => {
  let t: TestApp;
  let member: Session;
  let newcomer: Session;
  let hr: Session;
  beforeAll(async () => {
    t = await createTestApp(store);
    await seedProfileArea(t.db, t.time.clock);
    await seedProfileArea(t.db, t.time.clock);
    member = await login(t.app, 'miembro@demo.muropride.mx');
    newcomer = await login(t.app, 'nuevo@demo.muropride.mx');
    hr = await login(t.app, 'rh@demo.muropride.mx');
  });
  afterAll(() => t.close());

  it('lists the own activities, latest end date first, once however often the seed runs', async () => {
    const { body } = await call(t.app, 'GET', `/BackOffice/Attendee/GetUserActivity/${member.userId}`, {
      token: member.token,
    });
    expect(body.data.map((a: { name: string }) => a.name)).toEqual([
      'Clima laboral e inclusión 2026',
      'Liderazgo con orgullo',
      'Caminata del Orgullo CDMX',
      'Lenguaje incluyente en el trabajo',
    ]);
    expect(body.data[3].endDate).toBeNull();
  });

  it("shows another person's lists to HR only", async () => {
    const url = `/BackOffice/Attendee/GetUserActivity/${member.userId}`;
    const denied = await call(t.app, 'GET', url, { token: newcomer.token });
    expect(denied).toMatchObject({ status: 403, body: { responseCode: '43' } });
    expect((await call(t.app, 'GET', url, { token: hr.token })).body.data).toHaveLength(4);
    const jobs = `/BackEnd/Postulant/GetByUserId?userId=${member.userId}`;
    expect((await call(t.app, 'GET', jobs, { token: newcomer.token })).status).toBe(403);
    expect((await call(t.app, 'GET', jobs, { token: hr.token })).body.data).toHaveLength(2);
    const nobody = await call(t.app, 'GET', '/BackOffice/Attendee/GetUserActivity/99999', {
      token: hr.token,
    });
    expect(nobody.status).toBe(404);
  });

  it('lists the own services with status, category and subcategory', async () => {
    const { body } = await call(t.app, 'GET', '/BackEnd/GetMyDirectoryInfoList', { token: member.token });
    expect(body.data.map((s: { directoryInfoStatusId: number }) => s.directoryInfoStatusId)).toEqual([
      2, 1, 3, 4,
    ]);
    expect(body.data[0]).toMatchObject({
      directoryInfoStatusName: 'Autorizado',
      active: true,
      categoryServiceName: 'Servicios creativos',
      subCategoryServiceName: 'Diseño gráfico',
    });
    expect(body.data[2].subCategoryServiceName).toBeNull();
  });

  it("'Dar de Baja' removes only the owner's authorized service, once", async () => {
    const list = await call(t.app, 'GET', '/BackEnd/GetMyDirectoryInfoList', { token: member.token });
    const [authorized, pending] = list.body.data as { directoryInfoId: number }[];
    const url = (id: number | undefined) => `/BackEnd/DeleteDirectoryInfo/${id}`;
    const foreign = await call(t.app, 'DELETE', url(authorized?.directoryInfoId), { token: newcomer.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({
      responseCode: '04',
      responseMessage: profileMessages.serviceNotFound,
    });
    const early = await call(t.app, 'DELETE', url(pending?.directoryInfoId), { token: member.token });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      responseCode: '05',
      responseMessage: profileMessages.serviceNotAuthorized,
    });
    const done = await call(t.app, 'DELETE', url(authorized?.directoryInfoId), { token: member.token });
    expect(done.body).toMatchObject({ responseCode: '00', data: { active: false } });
    const twice = await call(t.app, 'DELETE', url(authorized?.directoryInfoId), { token: member.token });
    expect([twice.status, twice.body.responseCode]).toEqual([409, '05']);
    const after = await call(t.app, 'GET', '/BackEnd/GetMyDirectoryInfoList', { token: member.token });
    expect(after.body.data[0]).toMatchObject({
      directoryInfoStatusId: 4,
      directoryInfoStatusName: 'Dado de baja',
    });
  });

  it('lists the own applications, newest first', async () => {
    const { body } = await call(t.app, 'GET', `/BackEnd/Postulant/GetByUserId?userId=${member.userId}`, {
      token: member.token,
    });
    expect(body.data[0]).toMatchObject({
      jobId: 301,
      jobTitle: 'Analista de datos',
      jobLocation: 'Guadalajara, Jal.',
      jobCategory: 'Tecnología',
      jobCompanyName: 'Muro Pride Demo',
    });
    expect(body.data[1].jobId).toBe(305);
  });
});
