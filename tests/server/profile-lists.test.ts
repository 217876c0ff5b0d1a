import { beforeAll, describe, expect, it } from 'vitest';
import { seedProfileArea } from '../../server/db/seed/profile-seed.js';
import { seedJobBank } from '../../server/job-bank/job-seed.js';
import { call, type GatewayUrl } from './support/contract.js';
import { stores } from './support/stores.js';
import { useSignedIn, useTestApp } from './support/suite.js';

describe.each(stores)('profile tabs on $name', (store) => {
  const t = useTestApp(store);
  const member = useSignedIn(t, 'miembro@demo.muropride.mx');
  const newcomer = useSignedIn(t, 'nuevo@demo.muropride.mx');
  const hr = useSignedIn(t, 'rh@demo.muropride.mx');
  beforeAll(async () => {
    await seedProfileArea(t.db, t.time.clock);
    await seedProfileArea(t.db, t.time.clock);
    await seedJobBank(t.db, t.time.clock);
  });

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
    expect(body.data[3]?.endDate).toBeNull();
  });

  it("shows another person's lists to HR only", async () => {
    const url: GatewayUrl = `/BackOffice/Attendee/GetUserActivity/${member.userId}`;
    const denied = await call(t.app, 'GET', url, { token: newcomer.token });
    expect(denied).toMatchObject({ status: 403, body: { responseCode: '43' } });
    expect((await call(t.app, 'GET', url, { token: hr.token })).body.data).toHaveLength(4);
    const jobs: GatewayUrl = `/BackEnd/Postulant/GetByUserId?userId=${member.userId}`;
    expect((await call(t.app, 'GET', jobs, { token: newcomer.token })).status).toBe(403);
    expect((await call(t.app, 'GET', jobs, { token: hr.token })).body.data).toHaveLength(2);
    const nobody = await call(t.app, 'GET', '/BackOffice/Attendee/GetUserActivity/99999', {
      token: hr.token,
    });
    expect(nobody.status).toBe(404);
  });

  it('lists the own applications, newest first', async () => {
    const { body } = await call(t.app, 'GET', `/BackEnd/Postulant/GetByUserId?userId=${member.userId}`, {
      token: member.token,
    });
    expect(body.data[0]).toMatchObject({
      jobTitle: 'Analista de datos',
      jobLocation: 'Guadalajara, Jal.',
      jobCategory: 'Tecnología',
      jobCompanyName: 'Muro Pride Demo',
    });
    expect(body.data[1]?.jobTitle).toBe('Coordinadora de diversidad');
  });
});
