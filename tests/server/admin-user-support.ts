import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { USER_LOAD_TEMPLATE } from '../../domain/user-load-columns.js';
import { DEMO_COMPANY_ID } from '../../server/db/seed/demo-company.js';
import { call, defined } from './support/contract.js';
import { sendForm } from './support/forms.js';
import type { Session } from './support/helpers.js';
import type { TestApp } from './support/test-app.js';

/** Ids of an active group (d), branch office (b) and job role (j) of HR's company. */
export interface OrgIds {
  d: number;
  b: number;
  j: number;
}

/** A valid user form payload, numbered so e-mail and employee number are unique. */
export const person = (n: number, ids: OrgIds) => ({
  roleId: 3,
  email: `persona.${n}@demo.muropride.mx`,
  employeeNo: String(n),
  firstName: 'Ángela',
  middleName: 'Núñez',
  lastName: 'Rivas',
  gender: 'F',
  birthday: '1990-04-12',
  hiringDate: '2019-02-01',
  mobile: '5512345678',
  branchOfficeId: ids.b,
  departmentId: ids.d,
  jobRoleId: ids.j,
  password: 'Segura.2026!',
});

export const csv = (name: string, text: string) => ({
  file: { data: Buffer.from(text, 'utf8'), name, type: 'text/csv' },
});

/** The first active group, branch office and job role HR's user form offers. */
export async function orgIdsOf(app: FastifyInstance, token: string): Promise<OrgIds> {
  const { body } = await call(app, 'GET', '/BackOffice/UserProfileCatalogs', { token });
  return {
    d: defined(body.data.departments[0], 'A department').value,
    b: defined(body.data.branchOffices[0], 'A branch office').value,
    j: defined(body.data.jobRoles[0], 'A job role').value,
  };
}

/** The org ids HR's user form offers, read before the suite's tests once `hr` has signed in. */
export function useOrgIds(t: TestApp, hr: Session): OrgIds {
  const ids = {} as OrgIds;
  beforeAll(async () => {
    Object.assign(ids, await orgIdsOf(t.app, hr.token));
  });
  return ids;
}

/** The bulk load's template header line. */
const LOAD_HEADER = USER_LOAD_TEMPLATE.split('\r\n')[0] ?? '';

/** Uploads rows under the template's header as HR and waits for the load to end; the job and its id. */
export async function loadUsers(
  app: FastifyInstance,
  token: string,
  rows: string[],
  companyId = DEMO_COMPANY_ID,
) {
  const text = [LOAD_HEADER, ...rows].join('\r\n') + '\r\n';
  const started = await sendForm(
    app,
    'POST',
    `/Account/UploadMigrationFile?companyId=${companyId}`,
    csv('usuarios.csv', text),
    token,
  );
  const id = started.body.data.userLoadJobId;
  for (;;) {
    const { body } = await call(app, 'GET', `/Account/UploadMigrationFile/${id}`, { token });
    if (body.data.status !== 'running') return body.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The refused rows of a load as HR downloads them: one "row,reason,..." line each. */
export async function refusedLines(app: FastifyInstance, token: string, jobId: number): Promise<string[]> {
  const reply = await app.inject({
    method: 'GET',
    url: `/api/Account/UploadMigrationFile/${jobId}/Refused`,
    headers: { authorization: `Bearer ${token}` },
  });
  return reply.body.replace('\uFEFF', '').trim().split('\r\n').slice(1);
}
