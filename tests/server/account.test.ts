import { describe, expect, it } from 'vitest';
import { messages } from '../../server/messages.js';
import { call } from './support/contract.js';
import { stores } from './support/stores.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

describe.each(stores)('account, home and catalogues on $name', (store) => {
  const t = useTestApp(store);
  const { member, hr, newcomer } = useDemoPeople(t, { member: 'member', hr: 'hr', newcomer: 'newcomer' });

  it('returns the own profile with flag, pronoun and photo', async () => {
    const { body } = await call(t.app, 'GET', '/BackEnd/Profile', { token: member.token });
    expect(body.data).toMatchObject({
      firstName: 'Mariana',
      lastName: 'López Hernández',
      roleName: 'Usuario',
      aspNetRoleName: 'Usuario',
      pronoun: 'Ella',
      genderName: 'Bisexual',
      genderIdentityFlag: '/files/flags/bisexual.svg',
      urlProfileImage: '/files/profile/mariana-lopez.svg',
      birthday: '1994-05-17',
      reward: 1250,
      loginProvider: 1,
    });
    const incomplete = await call(t.app, 'GET', '/BackEnd/Profile', { token: newcomer.token });
    expect(incomplete.body.data).toMatchObject({
      pronoun: null,
      genderIdentityId: null,
      urlProfileImage: '/files/profile/default-avatar.svg',
    });
  });

  it('lets HR read another profile and refuses it to members with 403 code 43', async () => {
    const byHr = await call(t.app, 'GET', `/BackEnd/Profile?UserId=${member.userId}`, { token: hr.token });
    expect(byHr.body.data.email).toBe('miembro@demo.muropride.mx');
    const byMember = await call(t.app, 'GET', `/BackEnd/Profile?UserId=${hr.userId}`, {
      token: member.token,
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body).toEqual({
      responseCode: '43',
      responseMessage: messages.http.forbidden,
      data: null,
    });
    const unknown = await call(t.app, 'GET', '/BackEnd/Profile?UserId=99999', { token: hr.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ responseCode: '04', responseMessage: messages.userNotFound, data: null });
  });

  it('reports account settings and e-mail confirmation', async () => {
    const settings = await call(t.app, 'GET', '/Account/Get', { token: member.token });
    expect(settings.body.data).toEqual({ activateRegistration: true, productSubscription: 'MuroPride' });
    const confirmed = await call(t.app, 'GET', `/Account/VerifyEmailAccount?userId=${member.userId}`, {
      token: member.token,
    });
    expect(confirmed.body.data).toEqual({ userId: member.userId, emailConfirmed: true });
  });

  it('changes the flag to a catalogue identity only', async () => {
    const changed = await call(t.app, 'POST', '/Account/UpdateColor', {
      token: newcomer.token,
      body: { genderIdentityId: 5 },
    });
    expect(changed.body).toEqual({
      responseCode: '00',
      responseMessage: 'Se actualizó tu bandera correctamente',
      data: null,
    });
    const profile = await call(t.app, 'GET', '/BackEnd/Profile', { token: newcomer.token });
    expect(profile.body.data.genderIdentityFlag).toBe('/files/flags/pansexual.svg');
    const unknown = await call(t.app, 'POST', '/Account/UpdateColor', {
      token: newcomer.token,
      body: { genderIdentityId: 404 },
    });
    expect([unknown.status, unknown.body.responseCode]).toEqual([404, '04']);
  });

  it('gives the user settings with the company branding', async () => {
    const { body } = await call(t.app, 'GET', '/Home/UserSettings', { token: hr.token });
    expect(body.data).toEqual({
      companyId: 871,
      roleName: 'Recursos Humanos',
      companyLogo: '/files/company/muro-pride-demo.svg',
      primaryColor: '#6f2dbd',
      secondaryColor: '#c2185b',
    });
    const branding = await call(t.app, 'GET', '/BackEnd/CompanyCustomize/GetByCompanyId/871');
    expect(branding.body.data).toMatchObject({ companyId: 871, companyName: 'Muro Pride Demo' });
    // The id in the path is ignored: a visitor always gets the default company's branding.
    const named = await call(t.app, 'GET', '/BackEnd/CompanyCustomize/GetByCompanyId/1');
    expect(named.body.data).toEqual(branding.body.data);
  });

  it('lists notifications newest first and counts the unread ones', async () => {
    const list = await call(t.app, 'GET', '/Home/GetNotification', { token: member.token });
    expect(list.body.data).toHaveLength(4);
    expect(list.body.data[0]?.message).toBe('Tienes una nueva encuesta pendiente');
    const count = await call(t.app, 'GET', '/Home/GetNotificationCount', { token: member.token });
    expect(count.body.data).toBe(4);
  });

  it('serves the catalogues: 32 states, flags for every identity, statuses and nationalities', async () => {
    const states = await call(t.app, 'GET', '/BackEnd/GetCountryStateCatalog');
    expect(states.body.data).toHaveLength(32);
    expect(states.body.data).toContainEqual({ id: 9, description: 'Ciudad de México' });
    const identities = await call(t.app, 'GET', '/BackEnd/GetGenderIdentityCatalog?companyId=871');
    expect(identities.body.data).toHaveLength(10);
    for (const identity of identities.body.data) {
      const flag = await t.app.inject({ method: 'GET', url: identity.identityFlagName });
      expect(flag.statusCode).toBe(200);
      expect(flag.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    const marital = await call(t.app, 'GET', '/BackEnd/GetMaritalStatusCatalog');
    expect(marital.body.data.length).toBeGreaterThan(3);
    const nationalities = await call(t.app, 'GET', '/BackEnd/GetNationalityCatalog');
    expect(nationalities.body.data[0]).toEqual({ id: 1, description: 'Mexicana' });
  });

  it('stores pixel events of visitors and members', async () => {
    const visitor = await call(t.app, 'POST', '/backend/PixelTrack', {
      body: { type: 'PageView', url: '/home' },
    });
    expect(visitor.body.responseCode).toBe('00');
    await call(t.app, 'POST', '/backend/PixelTrack', {
      token: member.token,
      body: { type: 'Search', url: '/discount', pixelData: '{"search":"café"}' },
    });
    const rows = await t.db.query<{ user_id: number | null; event_type: string }>(
      'select user_id, event_type from pixel_events order by pixel_event_id',
    );
    expect(rows).toEqual([
      { user_id: null, event_type: 'PageView' },
      { user_id: member.userId, event_type: 'Search' },
    ]);
  });
});
