import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

/** Groups, branch offices and job roles share one shape: a name, a description and an active flag. */
export interface OrgUnitTable {
  table: 'departments' | 'branch_offices' | 'job_roles';
  id: string;
  name: string;
}

export const orgUnitTables = {
  department: { table: 'departments', id: 'department_id', name: 'department_name' },
  branchOffice: { table: 'branch_offices', id: 'branch_office_id', name: 'branch_office_name' },
  jobRole: { table: 'job_roles', id: 'job_role_id', name: 'name' },
} as const satisfies Record<string, OrgUnitTable>;

export interface OrgUnitRow {
  id: number;
  company_id: number;
  name: string;
  description: string;
  active: boolean;
}

const columns = (t: OrgUnitTable) => `${t.id} as id, company_id, ${t.name} as name, description, active`;

export async function listOrgUnits(db: Queryable, t: OrgUnitTable, companyId: number): Promise<OrgUnitRow[]> {
  return db.query<OrgUnitRow>(
    `select ${columns(t)} from ${t.table} where company_id = $1 order by active desc, ${t.name}, ${t.id}`,
    [companyId],
  );
}

export function findOrgUnit(db: Queryable, t: OrgUnitTable, companyId: number, id: number) {
  return firstRow<OrgUnitRow>(
    db,
    `select ${columns(t)} from ${t.table} where company_id = $1 and ${t.id} = $2`,
    [companyId, id],
  );
}

/** A group, branch or job role as the spec sends it in audiences and filters: 0 or nothing means all. */
export const unitOrAll = (id: number | null | undefined): number | null => (id ? id : null);

/** Whether the unit exists in the company and is active. */
export async function isActiveOrgUnit(
  db: Queryable,
  t: OrgUnitTable,
  companyId: number,
  id: number,
): Promise<boolean> {
  const rows = await db.query(`select 1 from ${t.table} where ${t.id} = $1 and company_id = $2 and active`, [
    id,
    companyId,
  ]);
  return rows.length > 0;
}

export async function insertOrgUnit(
  db: Queryable,
  t: OrgUnitTable,
  companyId: number,
  name: string,
  description: string,
): Promise<OrgUnitRow> {
  const row = await firstRow<OrgUnitRow>(
    db,
    `insert into ${t.table} (company_id, ${t.name}, description) values ($1, $2, $3) returning ${columns(t)}`,
    [companyId, name, description],
  );
  if (!row) throw new Error(`${t.table}: not inserted`);
  return row;
}

export async function updateOrgUnit(
  db: Queryable,
  t: OrgUnitTable,
  companyId: number,
  id: number,
  change: { name: string; description: string; active?: boolean },
): Promise<OrgUnitRow | undefined> {
  return firstRow<OrgUnitRow>(
    db,
    `update ${t.table} set ${t.name} = $3, description = $4, active = coalesce($5, active)
      where company_id = $1 and ${t.id} = $2 returning ${columns(t)}`,
    [companyId, id, change.name, change.description, change.active ?? null],
  );
}

/** Deactivates an active unit; false when it does not exist in the company or is already inactive. */
export async function deactivateOrgUnit(
  db: Queryable,
  t: OrgUnitTable,
  companyId: number,
  id: number,
): Promise<boolean> {
  const rows = await db.query(
    `update ${t.table} set active = false where company_id = $1 and ${t.id} = $2 and active returning 1`,
    [companyId, id],
  );
  return rows.length > 0;
}
