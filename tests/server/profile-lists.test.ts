import { describe, expect, it } from 'vitest';
import { seedProfileArea } from '../../server/db/seed/profile-seed.js';
import { seedJobBank } from '../../server/job-bank/job-seed.js';
import { call, type GatewayUrl } from './support/contract.js';
import { stores } from './support/stores.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

describe.each(stores)('profile tabs on $name', (store) => {
  // Seeded twice, as two starts would: the second must add nothing.
  const t = useTestApp(store, { seeds: [seedProfileArea, seedProfileArea, seedJobBank] });
  const { member, newcomer, hr } = useDemoPeople(t, { member: 'member', newcomer: 'newcomer', hr: 'hr' });

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
