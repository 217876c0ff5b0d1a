import type { FastifyRequest } from 'fastify';
import type { components } from '../../openapi/generated/schema.js';
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

type Schemas = components['schemas'];
type Kind = keyof typeof tables;
type Change = { name: string; description: string; active?: boolean };

/** Groups and branch offices name their fields their own way in the contract; job roles use Change's. */
const departmentChange = (b: Schemas['DepartmentPayload']): Change => ({
  name: b.departmentName,
  description: b.description,
  active: b.estatus,
});
const branchOfficeChange = (b: Schemas['BranchOfficePayload']): Change => ({
  name: b.branchOfficeName,
  description: b.description,
  active: b.active,
});

/** Groups, branch offices and job roles (spec 002 §7 Control area); HR only, deletion is deactivation. */
export function adminControlOrgUnitHandlers({ db }: Services) {
  const hr = (request: FastifyRequest) => currentUser(request).companyId;

  /** The four operations of one kind of unit, replying in that kind's own shape and words. */
  function unitOperations<T>(kind: Kind, shape: (row: OrgUnitRow) => T) {
    const table = tables[kind];
    return {
      list: async (request: FastifyRequest) => ok((await listOrgUnits(db, table, hr(request))).map(shape)),
      async create(request: FastifyRequest, { name, description }: Change) {
        return ok(shape(await insertOrgUnit(db, table, hr(request), name, description)), m[kind].created);
      },
      async update(request: FastifyRequest, id: number | undefined, change: Change) {
        if (id === undefined) throw missingId();
        const row = await updateOrgUnit(db, table, hr(request), id, change);
        if (!row) throw notFound();
        return ok(shape(row), m[kind].updated);
      },
      async deactivate(request: FastifyRequest, id: number) {
        const companyId = hr(request);
        if (!(await findOrgUnit(db, table, companyId, id))) throw notFound();
        if (!(await deactivateOrgUnit(db, table, companyId, id)))
          throw new Conflict(m[kind].deactivateFailed);
        return ok(null, m[kind].deactivated);
      },
    };
  }
  const departments = unitOperations('department', department);
  const branchOffices = unitOperations('branchOffice', branchOffice);
  const jobRoles = unitOperations('jobRole', jobRole);

  return {
    listDepartments: ({ request }) => departments.list(request),
    createDepartment: ({ request, body }) => departments.create(request, departmentChange(body)),
    updateDepartment: ({ request, body }) =>
      departments.update(request, body.departmentId, departmentChange(body)),
    deactivateDepartment: ({ request, query }) => departments.deactivate(request, query.id),

    listBranchOffices: ({ request }) => branchOffices.list(request),
    createBranchOffice: ({ request, body }) => branchOffices.create(request, branchOfficeChange(body)),
    updateBranchOffice: ({ request, body }) =>
      branchOffices.update(request, body.branchOfficeId, branchOfficeChange(body)),
    deactivateBranchOffice: ({ request, query }) => branchOffices.deactivate(request, query.id),

    listJobRoles: ({ request }) => jobRoles.list(request),
    createJobRole: ({ request, body }) => jobRoles.create(request, body),
    updateJobRole: ({ request, body }) => jobRoles.update(request, body.jobRoleId, body),
    deactivateJobRole: ({ request, query }) => jobRoles.deactivate(request, query.id),
  } satisfies Partial<HandlerMap>;
}
