import { describe, expect, it } from 'vitest';
import { appendAudit } from '../../server/audit/audit-store.js';
import { seedOrganisation } from '../../server/organisation/org-seed.js';
import { person, useOrgIds } from './admin-user-support.js';
import { createReward } from './reward-support.js';
import { call, type GatewayUrl } from './support/contract.js';
import { sendForm } from './support/forms.js';
import { getAs, login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

interface Entry {
  auditLogId: number;
  at: string;
  companyId: number | null;
  actorId: number | null;
  actorEmail: string | null;
  address: string | null;
  area: string;
  action: string;
  entity: string | null;
  before: unknown;
  after: Record<string, unknown> | null;
}

interface Page {
  list: Entry[];
  totalCount: number;
  totalPages: number;
}

const OTHER_COMPANY = 99_871;

describe.each(stores)('the audit log on $name', (store) => {
  const t = useTestApp(store, { seeds: [seedOrganisation] });
  const { hr, ops, member } = useDemoPeople(t, { hr: 'hr', ops: 'ops', member: 'member' });
  const ids = useOrgIds(t, hr);

  const read = async (url: GatewayUrl, token: string): Promise<Page> => {
    const { status, body } = await call(t.app, 'GET', url, { token });
    expect(status).toBe(200);
    return body.data as Page;
  };
  const hrLog = (query = '') => read(`/backoffice/AuditLog?${query}`, hr.token);

  it("records HR's write with who, from where and what it sent, the password left out", async () => {
    const created = await call(t.app, 'POST', '/Account/Create', {
      token: hr.token,
      body: person(9701, ids),
      remoteAddress: '203.0.113.9',
    });
    expect(created.body.responseCode).toBe('00');
    const [entry] = (await hrLog('area=admin-users&person=rh@')).list;
    expect(entry).toMatchObject({
      actorId: hr.userId,
      actorEmail: 'rh@demo.muropride.mx',
      address: '203.0.113.9',
      area: 'admin-users',
      action: 'createAdminUser',
    });
    expect(entry?.after).toMatchObject({ email: 'persona.9701@demo.muropride.mx', password: '[oculto]' });
    expect(JSON.stringify(entry)).not.toContain('Segura.2026!');
  });

  it('records a new role with the one it replaced, and nothing for a write the gateway refused', async () => {
    const created = await call(t.app, 'POST', '/Account/Create', {
      token: hr.token,
      body: person(9702, ids),
    });
    const userId = created.body.data.aspNetUserId as number;
    const before = (await hrLog()).totalCount;
    const refused = await call(t.app, 'POST', '/Account/Edit', {
      token: hr.token,
      body: { ...person(9702, ids), email: 'no es correo', aspNetUserId: userId },
    });
    expect(refused.body.responseCode).not.toBe('00');
    expect((await hrLog()).totalCount).toBe(before);

    await call(t.app, 'POST', '/Account/Edit', {
      token: hr.token,
      body: { ...person(9702, ids), password: undefined, roleId: 1, aspNetUserId: userId },
    });
    const changes = (await hrLog(`entity=userId%3D${userId}`)).list;
    expect(changes.map((e) => e.action)).toEqual(['editAdminUser', 'roleChanged']);
    expect(changes[0]?.before).toMatchObject({ user: { roleName: 'Usuario', aspNetUserId: userId } });
    expect(changes[1]).toMatchObject({
      before: { role: 'Usuario' },
      after: { role: 'Recursos Humanos' },
      actorId: hr.userId,
    });
  });

  it('records sign-ins, failed sign-ins of a known account and of an unknown address', async () => {
    await login(t.app, 'miembro@demo.muropride.mx');
    await call(t.app, 'POST', '/Auth/Login', {
      body: { username: 'miembro@demo.muropride.mx', password: 'x' },
    });
    await call(t.app, 'POST', '/Auth/Login', { body: { username: 'nadie@ejemplo.mx', password: 'x' } });
    const access = (await read('/BackOffice/AuditLog?area=auth&pageSize=3', ops.token)).list;
    expect(access.map((e) => [e.action, e.entity])).toEqual([
      ['signInFailed', 'email=nadie@ejemplo.mx'],
      ['signInFailed', `userId=${member.userId}`],
      ['signIn', `userId=${member.userId}`],
    ]);
    expect(access[0]?.companyId).toBeNull();
  });

  it('shows HR its own company only, and the operator every company or the one chosen', async () => {
    await appendAudit(t.db, {
      at: t.time.clock(),
      companyId: OTHER_COMPANY,
      actorId: null,
      actorRole: null,
      address: null,
      area: 'admin-control',
      action: 'createDepartment',
      entity: 'departmentId=5',
    });
    const entity = 'entity=departmentId%3D5';
    expect((await hrLog(entity)).list.filter((e) => e.companyId === OTHER_COMPANY)).toEqual([]);
    const every = await read(`/BackOffice/AuditLog?${entity}`, ops.token);
    expect(every.list.some((e) => e.companyId === OTHER_COMPANY)).toBe(true);
    const chosen = await read(`/BackOffice/AuditLog?companyId=${OTHER_COMPANY}`, ops.token);
    expect(chosen.list.map((e) => e.companyId)).toEqual([OTHER_COMPANY]);
  });

  it("keeps operators' acts and sign-ins out of their home company's log, with the files they sent by name", async () => {
    const { categoryId } = await createReward(t, ops.token);
    const acts = (await read('/BackOffice/AuditLog?area=operator-rewards&pageSize=3', ops.token)).list;
    expect(acts.map((e) => [e.action, e.companyId, e.actorId])).toEqual([
      ['createRewardProduct', null, ops.userId],
      ['createRewardProvider', null, ops.userId],
      ['createRewardCategory', null, ops.userId],
    ]);
    expect(acts[2]?.after).toMatchObject({ description: 'Experiencias', iconFile: 'icono.png' });
    expect((await hrLog('person=ops@')).totalCount).toBe(0);

    const renamed = await sendForm(
      t.app,
      'PUT',
      '/BackOffice/RewardCategory',
      { rewardCategoryId: String(categoryId), description: 'Vivencias' },
      ops.token,
    );
    expect(renamed.body.responseCode, renamed.body.responseMessage).toBe('00');
    const [update] = (await read('/BackOffice/AuditLog?area=operator-rewards&pageSize=1', ops.token)).list;
    expect(update).toMatchObject({
      action: 'updateRewardCategory',
      before: { rewardCategoryId: categoryId, description: 'Experiencias' },
      after: { description: 'Vivencias' },
    });
  });

  it('keeps the values an update replaced, as its read showed them, and what a deactivation ended', async () => {
    const created = await call(t.app, 'POST', '/backoffice/Department', {
      token: hr.token,
      body: { departmentName: 'Legal', description: 'Contratos' },
    });
    const departmentId = created.body.data.departmentId as number;
    await call(t.app, 'PUT', '/backoffice/Department', {
      token: hr.token,
      body: { departmentId, departmentName: 'Jurídico', description: 'Asuntos legales' },
    });
    await call(t.app, 'DELETE', `/backoffice/Department?id=${departmentId}`, { token: hr.token });
    const [gone, renamed] = (await hrLog(`area=admin-control&entity=${departmentId}`)).list;
    expect(renamed).toMatchObject({
      action: 'updateDepartment',
      before: { departmentId, departmentName: 'Legal', description: 'Contratos' },
      after: { departmentName: 'Jurídico' },
    });
    expect(gone).toMatchObject({ action: 'deactivateDepartment', before: { departmentName: 'Jurídico' } });

    await call(t.app, 'PUT', '/backoffice/Retention', {
      token: hr.token,
      body: { chatDays: 90, notificationDays: null },
    });
    await call(t.app, 'PUT', '/backoffice/Retention', {
      token: hr.token,
      body: { chatDays: 30, notificationDays: 7 },
    });
    const [latest] = (await hrLog('area=admin-control')).list;
    expect(latest).toMatchObject({
      action: 'saveRetention',
      before: { chatDays: 90, notificationDays: null },
      after: { chatDays: 30, notificationDays: 7 },
    });
  });

  it('pages by the database, newest first, and narrows by day', async () => {
    const all = await hrLog('pageSize=2');
    expect(all.list).toHaveLength(2);
    expect(all.totalPages).toBe(Math.ceil(all.totalCount / 2));
    const second = await hrLog('pageSize=2&pageIndex=2');
    expect(second.list[0]?.auditLogId).toBeLessThan(all.list[1]?.auditLogId ?? 0);
    expect((await hrLog('from=2000-01-01&to=2000-01-31')).totalCount).toBe(0);
  });

  it('gives the filtered log as a CSV file with Spanish headers and names', async () => {
    const response = await getAs(t.app, '/api/backoffice/AuditLog/Csv?area=admin-users', hr.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="bitacora-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, first] = response.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      'Fecha,Empresa,Persona,Correo,Rol,Dirección IP,Área,Acción,Operación,Entidad,Antes,Después',
    );
    expect(first).toContain(',Usuarios,');
  });

  it('lets no role read what it may not: members neither log, HR not every company, visitors nothing', async () => {
    const status = async (url: GatewayUrl, token?: string) =>
      (await call(t.app, 'GET', url, { token })).status;
    expect(await status('/backoffice/AuditLog', member.token)).toBe(403);
    expect(await status('/BackOffice/AuditLog', member.token)).toBe(403);
    expect(await status('/BackOffice/AuditLog', hr.token)).toBe(403);
    expect(await status('/BackOffice/AuditLog/Csv', hr.token)).toBe(403);
    expect(await status('/backoffice/AuditLog')).toBe(401);
  });

  it('keeps every entry as written: no statement may change, remove or empty the log', async () => {
    await expect(t.db.query('update audit_log set action = $1', ['otra'])).rejects.toThrow(/append-only/);
    await expect(t.db.query('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(t.db.query('truncate audit_log')).rejects.toThrow(/append-only/);
    expect((await hrLog()).totalCount).toBeGreaterThan(0);
  });
});
