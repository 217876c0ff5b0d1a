import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { profileTexts } from '../../domain/messages/profile.js';
import { EXPORTED } from '../../server/privacy/personal-data.js';
import { solidPng } from './profile-support/png.js';
import { call } from './support/contract.js';
import { sendForm } from './support/forms.js';
import { stores } from './support/stores.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

type Rows = Record<string, Record<string, unknown>[]>;

describe.each(stores)('"Mis datos" on $name', (store) => {
  const t = useTestApp(store);
  const { member, hr } = useDemoPeople(t, { member: 'member', hr: 'hr' });

  const download = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/Account/MyData',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('gives a person one ZIP of what the portal holds about them, only theirs, secrets left out, with their files', async () => {
    const photo = { data: solidPng(), name: 'foto.png', type: 'image/png' };
    const personal = { firstName: 'Mariana', lastName: 'López', birthday: '1994-05-17', pronoun: 'Ella' };
    const saved = await sendForm(t.app, 'POST', '/Account/EditProfile', { ...personal, photo }, member.token);
    expect(saved.body.responseCode, saved.body.responseMessage).toBe('00');

    const response = await download(member.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mis-datos-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(zip[`${name}.json`] ?? new Uint8Array())) as Rows;

    expect(
      Object.keys(zip)
        .filter((name) => name.endsWith('.json'))
        .sort(),
    ).toEqual([...new Set(EXPORTED.map((link) => `${link.file}.json`))].sort());
    const [me] = json('perfil')['users.user_id'] ?? [];
    expect(me).toMatchObject({ user_id: member.userId, email: 'miembro@demo.muropride.mx', pronoun: 'Ella' });
    expect(me).not.toHaveProperty('password_hash');
    for (const session of json('sesiones')['refresh_tokens.user_id'] ?? []) {
      expect(session).not.toHaveProperty('token_hash');
    }
    for (const link of EXPORTED.filter((l) => !l.through)) {
      for (const row of json(link.file)[`${link.table}.${link.column}`] ?? [])
        expect(row[link.column], `${link.table}.${link.column}`).toBe(member.userId);
    }
    const stored = String(saved.body.data.urlProfileImage).split('/').slice(-2).join('/');
    expect(zip[`archivos/${stored}`]?.length).toBeGreaterThan(0);
  });

  it('writes each download to the audit log, refuses a visitor, and a sixth in an hour', async () => {
    const log = await call(t.app, 'GET', `/backoffice/AuditLog?entity=userId%3D${member.userId}`, {
      token: hr.token,
    });
    const acts = (log.body.data as { list: { action: string }[] }).list.map((e) => e.action);
    expect(acts).toContain('downloadMyData');
    expect((await download()).statusCode).toBe(401);
    const statuses = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await download(member.token)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(JSON.parse((await download(member.token)).body)).toMatchObject({
      responseCode: '29',
      responseMessage: profileTexts.myDataTooOften,
    });
  });

  it("lets HR download a company person's file for an ARCO request, and no one else's", async () => {
    const ops = await call(t.app, 'POST', '/Auth/Login', {
      body: { username: 'ops@demo.muropride.mx', password: 'Demo.2026!' },
    });
    const opsId = (ops.body.data as { userId: number }).userId;
    const asHr = (id: number, token = hr.token) =>
      t.app.inject({
        method: 'GET',
        url: `/api/backoffice/UserProfile/${id}/PersonalData`,
        headers: { authorization: `Bearer ${token}` },
      });
    const response = await asHr(member.userId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename="datos-${member.userId}-`);
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    expect(strFromU8(zip['perfil.json'] ?? new Uint8Array())).toContain('miembro@demo.muropride.mx');
    expect(JSON.parse((await asHr(opsId)).body)).toMatchObject({ responseCode: '04' });
    expect((await asHr(hr.userId, member.token)).statusCode).toBe(403);
    const log = await call(t.app, 'GET', '/backoffice/AuditLog?area=admin-users', { token: hr.token });
    const [act] = (log.body.data as { list: { action: string; actorId: number; entity: string }[] }).list;
    expect(act).toMatchObject({
      action: 'downloadPersonData',
      actorId: hr.userId,
      entity: `userId=${member.userId}`,
    });
  });
});
