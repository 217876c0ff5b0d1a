import { beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../domain/dates.js';
import { DEMO_COMPANY_ID } from '../../server/db/seed/demo-company.js';
import { seedOrganisation } from '../../server/organisation/org-seed.js';
import { insertOrgUnit, orgUnitTables } from '../../server/organisation/org-unit-store.js';
import { insertUserLoadJob } from '../../server/users/user-load-store.js';
import { userMessages as m } from '../../server/users/user-messages.js';
import { loadUsers, orgIdsOf, person, refusedLines, type OrgIds } from './admin-user-support.js';
import { organisationCounts } from './org-support.js';
import { call, fieldErrorsOf, type GatewayUrl, type Method } from './support/contract.js';
import { sendForm } from './support/forms.js';
import { DEMO_PASSWORD, getAs, login, outbox, type Session } from './support/helpers.js';
import { stores } from './support/stores.js';
import { type TestApp } from './support/test-app.js';
import { addressSurveys } from './survey-support.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

const NOBODY = 999_999;
const ONLY_DOWN = 'Solo puedes asignar el perfil Usuario o Recursos Humanos.';

/** Every call by which HR reads or writes one person named by id. */
const byId: [string, (id: number, ids: OrgIds) => [Method, GatewayUrl, unknown?]][] = [
  ['the user form read', (id) => ['GET', `/Account/Get?userId=${id}`]],
  ["'Confirmar Cuenta'", (id) => ['GET', `/Account/VerifyEmailAccount?userId=${id}`]],
  ['the profile', (id) => ['GET', `/BackEnd/Profile?UserId=${id}`]],
  ['the attendee list', (id) => ['GET', `/backoffice/Attendee/${id}/0`]],
  ['the activities', (id) => ['GET', `/BackOffice/Attendee/GetUserActivity/${id}`]],
  ['the job applications', (id) => ['GET', `/BackEnd/Postulant/GetByUserId?userId=${id}`]],
  ['the published jobs', (id) => ['GET', `/backend/Job/?userId=${id}&isActive=true&pageIndex=1`]],
  ['the survey answers', (id) => ['GET', `/backend/SurveyUserProfileAnswers/1/${id}`]],
  [
    'the edit that takes the account over',
    (id, ids) => [
      'POST',
      '/Account/Edit',
      { ...person(9300, ids), email: 'toma@aurora.mx', aspNetUserId: id, active: false },
    ],
  ],
];

/** The columns an attack could change, for one person. */
async function accountOf(t: TestApp, userId: number) {
  const [row] = await t.db.query<Record<string, unknown>>(
    `select email, email_confirmed, role_name, active, company_id, employee_no, password_hash, additional_email
       from users where user_id = $1`,
    [userId],
  );
  return row;
}

const mailsTo = async (t: TestApp, address: string) => (await outbox(t.app)).filter((x) => x.to === address);

describe.each(stores)('the role ladder on $name', (store) => {
  let ids: OrgIds;
  /** HR of a second company, made through the operator's createCompany call. */
  let outsider: Session;
  let outsiderCompany: number;
  let outsiderIds: OrgIds;

  const t = useTestApp(store, { seeds: [seedOrganisation] });
  const { hr, ops, member } = useDemoPeople(t, { hr: 'hr', ops: 'ops', member: 'member' });
  beforeAll(async () => {
    ids = await orgIdsOf(t.app, hr.token);
    const company = await call(t.app, 'POST', '/BackOffice/Company', {
      token: ops.token,
      body: {
        companyName: 'Aurora Digital',
        businessName: 'Aurora Digital',
        primeDomain: 'aurora.mx',
        telephone1: '5512345678',
        telephone2: '',
        username: 'rh@aurora.mx',
        password: 'Aurora.2026!',
      },
    });
    outsiderCompany = (company.body.data as { companyId: number }).companyId;
    outsider = await login(t.app, 'rh@aurora.mx', 'Aurora.2026!');
    for (const [table, name] of [
      [orgUnitTables.department, 'Tecnología'],
      [orgUnitTables.branchOffice, 'Matriz'],
      [orgUnitTables.jobRole, 'Analista'],
    ] as const)
      await insertOrgUnit(t.db, table, outsiderCompany, name, 'Aurora');
    outsiderIds = await orgIdsOf(t.app, outsider.token);
  });

  it('offers HR only the roles it may give: the catalogue has no Operaciones', async () => {
    for (const session of [hr, outsider]) {
      const { body } = await call(t.app, 'GET', '/BackOffice/UserProfileCatalogs', { token: session.token });
      expect(body.data.roles).toEqual([
        { value: 1, label: 'Recursos Humanos' },
        { value: 3, label: 'Usuario' },
      ]);
    }
  });

  it('refuses an operator created by HR on roleId, creates nobody and mails nobody', async () => {
    expect(m.roleNotAllowed).toBe(ONLY_DOWN);
    const before = await organisationCounts(t.db);
    for (const [session, n, units] of [
      [hr, 9101, ids],
      [outsider, 9102, outsiderIds],
    ] as const) {
      const reply = await call(t.app, 'POST', '/Account/Create', {
        token: session.token,
        body: { ...person(n, units), roleId: 2 },
      });
      expect(reply.status).toBe(400);
      expect(fieldErrorsOf(reply.body)).toEqual([{ field: 'roleId', message: ONLY_DOWN }]);
      expect(await mailsTo(t, `persona.${n}@demo.muropride.mx`)).toEqual([]);
    }
    expect(await organisationCounts(t.db)).toEqual(before);
  });

  it('refuses to promote one of its people to operator and leaves the person as they were', async () => {
    const created = await call(t.app, 'POST', '/Account/Create', {
      token: hr.token,
      body: person(9110, ids),
    });
    const id = created.body.data.aspNetUserId as number;
    const before = await accountOf(t, id);
    const reply = await call(t.app, 'POST', '/Account/Edit', {
      token: hr.token,
      body: { ...person(9110, ids), roleId: 2, aspNetUserId: id },
    });
    expect(reply.status).toBe(400);
    expect(fieldErrorsOf(reply.body)).toEqual([{ field: 'roleId', message: ONLY_DOWN }]);
    expect(await accountOf(t, id)).toEqual(before);
  });

  it.each(byId)(
    'answers %s of the operator exactly as for an id that does not exist',
    async (_name, request) => {
      const before = await accountOf(t, ops.userId);
      const [method, url, body] = request(ops.userId, ids);
      const attack = await call(t.app, method, url, { token: hr.token, body });
      const [, missingUrl, missingBody] = request(NOBODY, ids);
      const missing = await call(t.app, method, missingUrl, { token: hr.token, body: missingBody });
      expect(attack.status).toBe(404);
      expect(attack.body).toEqual({
        responseCode: '04',
        responseMessage: 'El usuario no existe.',
        data: null,
      });
      expect(attack.body).toEqual(missing.body);
      expect(await accountOf(t, ops.userId)).toEqual(before);
    },
  );

  it.each(byId)(
    "answers %s of company 871's people to another company's HR as for an id that does not exist",
    async (_name, request) => {
      for (const victim of [hr, member]) {
        const before = await accountOf(t, victim.userId);
        const [method, url, body] = request(victim.userId, ids);
        const attack = await call(t.app, method, url, { token: outsider.token, body });
        const [, missingUrl, missingBody] = request(NOBODY, ids);
        const missing = await call(t.app, method, missingUrl, { token: outsider.token, body: missingBody });
        expect(attack.status).toBe(404);
        expect(attack.body).toEqual(missing.body);
        expect(await accountOf(t, victim.userId)).toEqual(before);
      }
    },
  );

  it('keeps the operator signed in and mails nothing after the takeover attempts', async () => {
    expect(await mailsTo(t, 'toma@aurora.mx')).toEqual([]);
    const settings = await call(t.app, 'GET', '/Home/UserSettings', { token: ops.token });
    expect(settings.status).toBe(200);
    const again = await call(t.app, 'POST', '/Auth/Login', {
      body: { username: 'ops@demo.muropride.mx', password: DEMO_PASSWORD },
    });
    expect(again.body.data).toMatchObject({ roleName: 'Operaciones' });
  });

  // The upload itself ignores the company it names (0250); tenant-isolation.test.ts checks where it lands.
  it("refuses another company's HR the load jobs of company 871", async () => {
    const jobId = await insertUserLoadJob(t.db, DEMO_COMPANY_ID, 'rh.csv', 1, t.time.clock());
    for (const url of [
      `/Account/UploadMigrationFile/${jobId}`,
      `/Account/UploadMigrationFile/${jobId}/Refused`,
    ]) {
      const reply = await getAs(t.app, `/api${url}`, outsider.token);
      expect(reply.statusCode).toBe(404);
    }
  });

  it('leaves the operator out of every list and picker HR reads, and out of any audience', async () => {
    const list = await call(t.app, 'GET', '/BackOffice/UserProfile?filterBy=name&filter=Jorge', {
      token: hr.token,
    });
    expect(list.body.data).toMatchObject({ totalCount: 0, list: [] });
    const everyone = await call(t.app, 'GET', '/BackOffice/UserProfile?pageCount=100', { token: hr.token });
    expect(everyone.body.data.list.map((u) => u.userId)).toContain(member.userId);
    expect(everyone.body.data.list.map((u) => u.userId)).not.toContain(ops.userId);
    const picker = await call(t.app, 'GET', '/backoffice/UserProfile/GetByFilter/0/0/0', { token: hr.token });
    const picked = picker.body.data.map((u) => u.userProfileId);
    expect(picked).toContain(member.userId);
    expect(picked).not.toContain(ops.userId);
    const page = await call(t.app, 'GET', '/backoffice/UserProfile/GetByFilterPage/0/0/0/1/100', {
      token: hr.token,
    });
    expect(page.body.data.totalCount).toBe(picked.length);
    expect(page.body.data.list.map((u) => u.userProfileId)).not.toContain(ops.userId);
    await addressSurveys(t.db, true);
    const today = dayIn(t.time.clock());
    const aimed = await call(t.app, 'POST', '/backoffice/Survey/Create', {
      token: hr.token,
      body: { title: 'Para operaciones', startDate: today, endDate: today, reward: 0, users: [ops.userId] },
    });
    expect(aimed.status).toBe(400);
    expect(fieldErrorsOf(aimed.body).map((e) => e.field)).toEqual(['users']);
    const theirs = await call(t.app, 'GET', '/BackOffice/UserProfile?pageCount=100', {
      token: outsider.token,
    });
    expect(theirs.body.data.list.map((u) => u.email)).toEqual(['rh@aurora.mx']);
  });

  it('refuses load rows that make an operator or reach the operator, and loads the rest', async () => {
    // An employee number the operator may carry from data older than the ladder.
    await t.db.query("update users set employee_no = 'OPS-1' where user_id = $1", [ops.userId]);
    const before = await accountOf(t, ops.userId);
    const cells = 'Ana,Pérez,López,F,1991-01-01,2022-03-01,5511122233,,,';
    const job = await loadUsers(t.app, hr.token, [
      `9401,carga.9401@demo.muropride.mx,${cells},Operaciones,Matriz,Tecnología,Analista`,
      `9402,ops@demo.muropride.mx,${cells},Usuario,Matriz,Tecnología,Analista`,
      `OPS-1,carga.9403@demo.muropride.mx,${cells},Usuario,Matriz,Tecnología,Analista`,
      `9404,carga.9404@demo.muropride.mx,${cells},Usuario,Matriz,Tecnología,Analista`,
    ]);
    expect(job).toMatchObject({ status: 'done', createdRows: 1, updatedRows: 0, refusedRows: 3 });
    const refused = await refusedLines(t.app, hr.token, job.userLoadJobId);
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatch(new RegExp(`^2,Perfil: ${ONLY_DOWN.replace('.', '\\.')},9401,`));
    expect(refused[1]).toMatch(/^3,El correo electrónico o el número de empleado ya está registrado\.,9402,/);
    expect(refused[2]).toMatch(
      /^4,El correo electrónico o el número de empleado ya está registrado\.,OPS-1,/,
    );
    expect(await accountOf(t, ops.userId)).toEqual(before);
    expect(await mailsTo(t, 'carga.9401@demo.muropride.mx')).toEqual([]);
    expect(await mailsTo(t, 'carga.9403@demo.muropride.mx')).toEqual([]);
  });

  it('lets no load of another company alter an account of company 871', async () => {
    const people = () =>
      t.db.query('select * from users where company_id = $1 order by user_id', [DEMO_COMPANY_ID]);
    const before = await people();
    const [rh] = await t.db.query<{ employee_no: string }>(
      'select employee_no from users where user_id = $1',
      [hr.userId],
    );
    const cells = 'Ana,Pérez,López,F,1991-01-01,2022-03-01,5511122233,,,';
    const job = await loadUsers(
      t.app,
      outsider.token,
      [
        `9501,miembro@demo.muropride.mx,${cells},Usuario,Matriz,Tecnología,Analista`,
        `${rh?.employee_no},ana@aurora.mx,${cells},Recursos Humanos,Matriz,Tecnología,Analista`,
      ],
      outsiderCompany,
    );
    expect(job).toMatchObject({ status: 'done', createdRows: 1, refusedRows: 1 });
    expect(await people()).toEqual(before);
  });

  it('gives the operator role through no member path: registration and the profile form ignore it', async () => {
    const registered = await call(t.app, 'POST', '/Auth/Register', {
      body: {
        email: 'escalera@demo.muropride.mx',
        password: 'Orgullo.2026',
        firstName: 'Ximena',
        lastName: 'Aguilar Rosas',
        birthday: '1995-01-01',
        CompanyId: DEMO_COMPANY_ID,
        CountryStateTypeId: 14,
        MaritalStatusTypeId: 1,
        NationalityTypeId: 1,
        mobile: '5511223344',
        mobileConfirm: '5511223344',
        roleName: 'Operaciones',
        roleId: 2,
      },
    });
    expect(registered.body.responseCode).toBe('00');
    const [row] = await t.db.query<{ role_name: string }>(
      "select role_name from users where email = 'escalera@demo.muropride.mx'",
    );
    expect(row?.role_name).toBe('Usuario');
    const edited = await sendForm(
      t.app,
      'POST',
      '/Account/EditProfile',
      {
        firstName: 'Mariana',
        lastName: 'López Hernández',
        birthday: '1994-05-17',
        pronoun: 'Ella',
        roleName: 'Operaciones',
        aspNetRoleName: 'Operaciones',
      },
      member.token,
    );
    expect(edited.body.responseCode).toBe('00');
    expect((await accountOf(t, member.userId))?.role_name).toBe('Usuario');
    const company = await call(t.app, 'POST', '/BackOffice/Company', {
      token: hr.token,
      body: {
        companyName: 'Escalera',
        businessName: 'Escalera',
        primeDomain: 'escalera.mx',
        telephone1: '5512345678',
        username: 'rh@escalera.mx',
        password: 'Escalera.2026!',
      },
    });
    expect(company.status).toBe(403);
  });
});
