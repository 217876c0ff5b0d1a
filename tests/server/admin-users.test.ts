import { beforeEach, describe, expect, it } from 'vitest';
import { USER_LOAD_TEMPLATE } from '../../domain/user-load-columns.js';
import { buildApp } from '../../server/app.js';
import { DEMO_COMPANY_ID } from '../../server/db/seed/demo-company.js';
import { seedOrganisation } from '../../server/organisation/org-seed.js';
import { insertUserLoadJob } from '../../server/users/user-load-store.js';
import { userMessages as m } from '../../server/users/user-messages.js';
import { call, type Method, type GatewayUrl, fieldErrorsOf } from './support/contract.js';
import { getAs, lastMailTo, login, resetRecipients } from './support/helpers.js';
import { stores } from './support/stores.js';
import { organisationCounts } from './org-support.js';
import { sendForm, type FormFields } from './support/forms.js';
import { csv, person, useOrgIds } from './admin-user-support.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

describe.each(stores)('user administration on $name', (store) => {
  const t = useTestApp(store, { seeds: [seedOrganisation] });
  const { hr, member, operator } = useDemoPeople(t, { hr: 'hr', member: 'member', operator: 'ops' });
  const catalogs = useOrgIds(t, hr);

  async function waitForJob(id: number) {
    for (;;) {
      const { body } = await call(t.app, 'GET', `/Account/UploadMigrationFile/${id}`, { token: hr.token });
      if (body.data.status !== 'running') return body.data;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const uploadUsers = (fields: FormFields, token = hr.token) =>
    sendForm(t.app, 'POST', `/Account/UploadMigrationFile?companyId=${DEMO_COMPANY_ID}`, fields, token);

  describe('refuses people who are not HR', () => {
    let before: Record<string, number>;
    beforeEach(async () => {
      before = await organisationCounts(t.db);
    });

    it.each<[Method, GatewayUrl, (() => unknown)?]>([
      ['GET', '/BackOffice/UserProfile'],
      ['POST', '/Account/Create', () => person(9001, catalogs)],
      ['POST', '/Account/Edit', () => ({ ...person(9001, catalogs), aspNetUserId: hr.userId })],
      ['GET', '/Account/UploadMigrationFile/1'],
      ['GET', '/Account/UploadMigrationFile/1/Refused'],
      ['GET', '/backoffice/UserProfile/GetByFilter/0/0/0'],
      ['GET', '/backoffice/UserProfile/GetByFilterPage/0/0/0/1/10'],
      ['GET', '/BackOffice/UserProfileCatalogs'],
      ['GET', '/backoffice/Attendee/1001/0'],
      ['GET', `/Account/Get?userId=1001`],
      ['GET', `/Account/VerifyEmailAccount?userId=1001`],
    ])('%s %s answers 403 to a member and an operator and changes nothing', async (method, url, body) => {
      for (const session of [member, operator]) {
        const reply = await call(t.app, method, url, { token: session.token, body: body?.() });
        expect(reply.status).toBe(403);
        expect(reply.body.responseCode).toBe('43');
      }
      expect(await organisationCounts(t.db)).toEqual(before);
    });

    it('refuses a bulk load to a member', async () => {
      const reply = await uploadUsers(csv('u.csv', USER_LOAD_TEMPLATE), member.token);
      expect(reply.status).toBe(403);
      expect(await organisationCounts(t.db)).toEqual(before);
    });
  });

  it('lists people 20 a page by employee number descending, searches names without accents', async () => {
    const { body } = await call(t.app, 'GET', '/BackOffice/UserProfile', { token: hr.token });
    const numbers = body.data.list.map((u) => Number(u.employeeNo));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(body.data.list.length).toBeLessThanOrEqual(20);
    expect(body.data.list[0]).toEqual(
      expect.objectContaining({ age: expect.any(Number), departmentName: expect.any(String) }),
    );
    const found = await call(t.app, 'GET', '/BackOffice/UserProfile?filterBy=name&filter=SOFIA', {
      token: hr.token,
    });
    expect(found.body.data.list.map((u: { fullName: string }) => u.fullName)).toEqual([
      expect.stringContaining('Sofía'),
    ]);
  });

  it('creates a person who gets an e-mail, is confirmed by HR and signs in; deactivated, cannot', async () => {
    const missing = await call(t.app, 'POST', '/Account/Create', {
      token: hr.token,
      body: { ...person(7001, catalogs), password: undefined, firstName: ' Ana' },
    });
    expect(fieldErrorsOf(missing.body)).toEqual(
      expect.arrayContaining([{ field: 'firstName', message: 'No se aceptan espacios en blanco al inicio' }]),
    );
    const created = await call(t.app, 'POST', '/Account/Create', {
      token: hr.token,
      body: person(7001, catalogs),
    });
    expect(created.body).toMatchObject({
      responseMessage: 'Usuario guardado exitosamente',
      data: {
        employeeNo: '7001',
        active: true,
        emailConfirmed: false,
        roleName: 'Usuario',
        hiringDate: '2019-02-01',
      },
    });
    const id = created.body.data.aspNetUserId as number;
    const { mail } = await lastMailTo(t.app, 'persona.7001@demo.muropride.mx');
    expect(mail.subject).toBe('Bienvenida a Muro Pride');
    const again = await call(t.app, 'POST', '/Account/Create', {
      token: hr.token,
      body: person(7001, catalogs),
    });
    expect(again.status).toBe(409);
    const read = await call(t.app, 'GET', `/Account/Get?userId=${id}`, { token: hr.token });
    expect(read.body.data.user).toMatchObject({
      aspNetUserId: id,
      firstName: 'Ángela',
      isCorporateUser: false,
    });
    const confirm = await call(t.app, 'GET', `/Account/VerifyEmailAccount?userId=${id}`, { token: hr.token });
    expect(confirm.body).toMatchObject({
      responseMessage: 'Correo verificado correctamente',
      data: { emailConfirmed: true },
    });
    await login(t.app, 'persona.7001@demo.muropride.mx', 'Segura.2026!');
    const edited = await call(t.app, 'POST', '/Account/Edit', {
      token: hr.token,
      body: {
        ...person(7001, catalogs),
        aspNetUserId: id,
        additionalEmail: 'ana@example.com',
        active: false,
      },
    });
    expect(edited.body).toMatchObject({
      responseMessage: 'Usuario actualizado exitosamente',
      data: { active: false, isCorporateUser: true },
    });
    const refused = await call(t.app, 'POST', '/Auth/Login', {
      body: { username: 'persona.7001@demo.muropride.mx', password: 'Segura.2026!' },
    });
    expect(refused.body.responseCode).not.toBe('00');
  });

  it('lets an additional e-mail HR writes route no reset link until its owner proves it', async () => {
    const email = 'persona.7002@demo.muropride.mx';
    const password = 'Segura.2026!';
    const hrSet = 'puesta.por.rh@correo.mx';
    const created = await call(t.app, 'POST', '/Account/Create', {
      token: hr.token,
      body: { ...person(7002, catalogs), additionalEmail: hrSet },
    });
    const id = created.body.data.aspNetUserId as number;
    await call(t.app, 'GET', `/Account/VerifyEmailAccount?userId=${id}`, { token: hr.token });
    expect(await resetRecipients(t, email, '203.0.113.7')).toEqual([email]);

    const owner = await login(t.app, email, password);
    await call(t.app, 'POST', '/Account/EditAdditionalEmail', {
      token: owner.token,
      body: { additionalEmail: hrSet, currentPassword: password },
    });
    const { params } = await lastMailTo(t.app, hrSet);
    await call(t.app, 'POST', '/Auth/VerifyAdditionalEmail', {
      body: { UserId: id, Code: params.code ?? '' },
    });
    expect(await resetRecipients(t, email, '203.0.113.7')).toEqual([email, hrSet].sort());

    const save = (additionalEmail: string) =>
      call(t.app, 'POST', '/Account/Edit', {
        token: hr.token,
        body: { ...person(7002, catalogs), aspNetUserId: id, additionalEmail },
      });
    const verified = async () =>
      (await call(t.app, 'GET', `/BackEnd/Profile?UserId=${id}`, { token: hr.token })).body.data
        .additionalEmailVerified;
    // Saving the form again leaves a proved address proved; writing another one is not a proof.
    expect((await save(hrSet)).body.responseCode).toBe('00');
    expect(await verified()).toBe(true);
    expect((await save('otra.de.rh@correo.mx')).body.responseCode).toBe('00');
    expect(await verified()).toBe(false);
    expect(await resetRecipients(t, email, '203.0.113.7')).toEqual([email]);
  });

  it('picks an audience by group, job role and branch, 10 a page', async () => {
    const all = await call(t.app, 'GET', '/backoffice/UserProfile/GetByFilter/0/0/0', { token: hr.token });
    const group = await call(t.app, 'GET', `/backoffice/UserProfile/GetByFilter/${catalogs.d}/0/0`, {
      token: hr.token,
    });
    expect(group.body.data.length).toBeGreaterThan(0);
    expect(group.body.data.length).toBeLessThan(all.body.data.length);
    const page = await call(t.app, 'GET', '/backoffice/UserProfile/GetByFilterPage/0/0/0/1/10', {
      token: hr.token,
    });
    expect(page.body.data.list).toHaveLength(Math.min(10, all.body.data.length));
    expect(page.body.data.totalCount).toBe(all.body.data.length);
    const narrow = await call(
      t.app,
      'GET',
      `/backoffice/UserProfile/GetByFilter/${catalogs.d}/${catalogs.j}/${catalogs.b}`,
      { token: hr.token },
    );
    expect(narrow.body.data.every((u: { active: boolean }) => u.active)).toBe(true);
  });

  it('refuses a group, job role or branch the database cannot hold, naming the filter', async () => {
    for (const [url, field] of [
      ['/backoffice/UserProfile/GetByFilter/1,99999999999/0/0', 'departments'],
      ['/backoffice/UserProfile/GetByFilter/0/2147483648/0', 'jobRoleId'],
      ['/backoffice/UserProfile/GetByFilterPage/0/0/2147483648/1/10', 'branchOfficeId'],
    ] as const) {
      const { status, body } = await call(t.app, 'GET', url, { token: hr.token });
      expect(status, url).toBe(400);
      expect(fieldErrorsOf(body).map((e) => e.field)).toEqual([field]);
    }
  });

  it('loads a CSV in the background: creates, updates on the second run, refuses bad rows with reasons', async () => {
    const [header] = USER_LOAD_TEMPLATE.split('\r\n');
    const row = (n: number, extra = '') =>
      `${n},carga.${n}@demo.muropride.mx,"Luis, José",Pérez,López,m,1991-01-0${(n % 9) + 1},2022-03-01,5511122233,,,,Usuario,Matriz,Tecnología,Analista${extra}`;
    const lines = [
      header,
      row(8001),
      row(8002),
      `8003,no-es-correo,Ana,Pérez,López,F,1991-01-01,2022-03-01,5511122233,,,,Usuario,Matriz,Tecnología,Analista`,
      `8004,carga.8004@demo.muropride.mx,Ana,Pérez,López,F,1991-01-01,2022-03-01,5511122233,,,,Usuario,Marte,Tecnología,Analista`,
      row(8001),
    ];
    const text = '\uFEFF' + lines.join('\r\n') + '\r\n';
    const noFile = await uploadUsers({});
    expect(fieldErrorsOf(noFile.body)).toEqual([
      { field: 'file', message: 'Debes cargar un archivo para continuar' },
    ]);
    const notCsv = await uploadUsers(csv('u.txt', text));
    expect(fieldErrorsOf(notCsv.body)).toEqual([
      { field: 'file', message: 'El archivo no es un formato .csv' },
    ]);
    const started = await uploadUsers(csv('usuarios.csv', text));
    expect(started.body).toMatchObject({ responseMessage: m.loadStarted, data: { totalRows: 5 } });
    expect(started.body.responseMessage).toBe('El proceso de carga de usuarios inició correctamente');
    const first = await waitForJob(started.body.data.userLoadJobId);
    expect(first).toMatchObject({
      status: 'done',
      processedRows: 5,
      createdRows: 2,
      updatedRows: 0,
      refusedRows: 3,
    });
    const refused = await getAs(
      t.app,
      `/api/Account/UploadMigrationFile/${started.body.data.userLoadJobId}/Refused`,
      hr.token,
    );
    expect(refused.headers['content-type']).toContain('text/csv');
    const refusedLines = refused.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(refusedLines).toHaveLength(4);
    expect(refusedLines[1]).toMatch(/^4,Correo: /);
    expect(refusedLines[2]).toMatch(/^5,Sucursal: El valor no existe o está inactivo\./);
    expect(refusedLines[3]).toContain(m.duplicateInFile);
    const list = await call(t.app, 'GET', '/BackOffice/UserProfile?filter=luis', { token: hr.token });
    expect(list.body.data.list.map((u: { fullName: string }) => u.fullName)).toContain(
      'Luis, José Pérez López',
    );
    const second = await uploadUsers(csv('usuarios.csv', text));
    const again = await waitForJob(second.body.data.userLoadJobId);
    expect(again).toMatchObject({ createdRows: 0, updatedRows: 2, refusedRows: 3 });
    const count = await t.db.query<{ n: number }>(
      "select count(*)::int as n from users where employee_no in ('8001', '8002')",
    );
    expect(count[0]?.n).toBe(2);
    await lastMailTo(t.app, 'carga.8001@demo.muropride.mx');
  });

  it('ends at the next gateway start a load that a stop cut off, so it no longer shows as running', async () => {
    const id = await insertUserLoadJob(t.db, DEMO_COMPANY_ID, 'cortada.csv', 300, t.time.clock());
    await t.db.query('update user_load_jobs set processed_rows = 100 where user_load_job_id = $1', [id]);
    const restarted = await buildApp({ db: t.db, config: t.config, clock: t.time.clock });
    await restarted.close();
    const { body } = await call(t.app, 'GET', `/Account/UploadMigrationFile/${id}`, { token: hr.token });
    expect(body.data).toMatchObject({ status: 'failed', processedRows: 100, totalRows: 300 });
    expect(body.data.finishedAt).not.toBeNull();
  });
});
