import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/request-auth.js';
import { Code, HttpError, ok } from '../http/envelope.js';
import { orgMessages as m } from '../organisation/org-messages.js';
import {
  deactivateOrgUnit,
  findOrgUnit,
  insertOrgUnit,
  listOrgUnits,
  orgUnitTables as tables,
  updateOrgUnit,
  type OrgUnitRow,
} from '../organisation/org-unit-store.js';
import { Conflict, NotFound } from '../domain-errors.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

const department = (row: OrgUnitRow) => ({
  departmentId: row.id,
  companyId: row.company_id,
  departmentName: row.name,
  description: row.description,
  estatus: row.active,
});
const branchOffice = (row: OrgUnitRow) => ({
  branchOfficeId: row.id,
  branchOfficeName: row.name,
  description: row.description,
  active: row.active,
});
const jobRole = (row: OrgUnitRow) => ({
  jobRoleId: row.id,
  name: row.name,
  description: row.description,
  active: row.active,
});

const notFound = () => new NotFound(m.notFound);
const missingId = () => new HttpError(400, Code.invalidInput, m.notFound);

/** Groups, branch offices and job roles (spec 002 §7 Control area); HR only, deletion is deactivation. */
export function adminControlOrgUnitHandlers({ db }: Services) {
  const hr = (request: FastifyRequest) => currentUser(request).companyId;

  async function update<T>(
    companyId: number,
    kind: keyof typeof tables,
    id: number | undefined,
    change: { name: string; description: string; active?: boolean },
    shape: (row: OrgUnitRow) => T,
  ): Promise<T> {
    if (id === undefined) throw missingId();
    const row = await updateOrgUnit(db, tables[kind], companyId, id, change);
    if (!row) throw notFound();
    return shape(row);
  }

  async function deactivate(companyId: number, kind: keyof typeof tables, id: number): Promise<void> {
    const t = tables[kind];
    if (!(await findOrgUnit(db, t, companyId, id))) throw notFound();
    if (!(await deactivateOrgUnit(db, t, companyId, id))) throw new Conflict(m[kind].deactivateFailed);
  }

  return {
    async listDepartments({ request }) {
      return ok((await listOrgUnits(db, tables.department, hr(request))).map(department));
    },
    async createDepartment({ request, body }) {
      const row = await insertOrgUnit(
        db,
        tables.department,
        hr(request),
        body.departmentName,
        body.description,
      );
      return ok(department(row), m.department.created);
    },
    async updateDepartment({ request, body }) {
      const change = { name: body.departmentName, description: body.description, active: body.estatus };
      return ok(
        await update(hr(request), 'department', body.departmentId, change, department),
        m.department.updated,
      );
    },
    async deactivateDepartment({ request, query }) {
      await deactivate(hr(request), 'department', query.id);
      return ok(null, m.department.deactivated);
    },

    async listBranchOffices({ request }) {
      return ok((await listOrgUnits(db, tables.branchOffice, hr(request))).map(branchOffice));
    },
    async createBranchOffice({ request, body }) {
      const row = await insertOrgUnit(
        db,
        tables.branchOffice,
        hr(request),
        body.branchOfficeName,
        body.description,
      );
      return ok(branchOffice(row), m.branchOffice.created);
    },
    async updateBranchOffice({ request, body }) {
      const change = { name: body.branchOfficeName, description: body.description, active: body.active };
      return ok(
        await update(hr(request), 'branchOffice', body.branchOfficeId, change, branchOffice),
        m.branchOffice.updated,
      );
    },
    async deactivateBranchOffice({ request, query }) {
      await deactivate(hr(request), 'branchOffice', query.id);
      return ok(null, m.branchOffice.deactivated);
    },

    async listJobRoles({ request }) {
      return ok((await listOrgUnits(db, tables.jobRole, hr(request))).map(jobRole));
    },
    async createJobRole({ request, body }) {
      const row = await insertOrgUnit(db, tables.jobRole, hr(request), body.name, body.description);
      return ok(jobRole(row), m.jobRole.created);
    },
    async updateJobRole({ request, body }) {
      const change = { name: body.name, description: body.description, active: body.active };
      return ok(await update(hr(request), 'jobRole', body.jobRoleId, change, jobRole), m.jobRole.updated);
    },
    async deactivateJobRole({ request, query }) {
      await deactivate(hr(request), 'jobRole', query.id);
      return ok(null, m.jobRole.deactivated);
    },
  } satisfies Partial<HandlerMap>;
}
