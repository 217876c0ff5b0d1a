import { hasRole, Roles } from '../../domain/roles.js';
import type { Clock } from '../clock.js';
import { DEMO_COMPANY_ID } from '../db/seed/demo-company.js';
import type { Database, Queryable } from '../db/database.js';
import { insertOrgUnit, orgUnitTables, type OrgUnitTable } from './org-unit-store.js';

/** The demo company's organisation: groups, branches, job roles, event type settings and where people sit. */
const demoDepartments = [
  ['Recursos Humanos', 'Gestión de talento y cultura'],
  ['Operaciones', 'Procesos y logística'],
  ['Tecnología', 'Sistemas y desarrollo'],
  ['Comercial', 'Ventas y atención a clientes'],
] as const;
const demoBranches = [
  ['Matriz', 'Ciudad de México, Reforma'],
  ['Guadalajara', 'Zapopan, Jalisco'],
  ['Monterrey', 'San Pedro Garza García'],
] as const;
const demoJobRoles = [
  ['Analista', 'Personal analista'],
  ['Coordinación', 'Coordinadoras y coordinadores'],
  ['Gerencia', 'Gerentes de área'],
] as const;

async function insertAll(tx: Queryable, t: OrgUnitTable, rows: readonly (readonly [string, string])[]) {
  const ids: number[] = [];
  for (const [name, description] of rows)
    ids.push((await insertOrgUnit(tx, t, DEMO_COMPANY_ID, name, description)).id);
  return ids;
}

export async function seedOrganisation(db: Database, _clock: Clock): Promise<void> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from departments');
  if ((row?.count ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    const departments = await insertAll(tx, orgUnitTables.department, demoDepartments);
    const branches = await insertAll(tx, orgUnitTables.branchOffice, demoBranches);
    const jobRoles = await insertAll(tx, orgUnitTables.jobRole, demoJobRoles);
    const people = await tx.query<{ user_id: number; role_name: string }>(
      'select user_id, role_name from users where company_id = $1 order by user_id',
      [DEMO_COMPANY_ID],
    );
    for (const [index, { user_id, role_name }] of people.entries()) {
      // The operator is none of the company's people (docs/decisions/0231): no employee number, group or branch.
      if (hasRole(role_name, [Roles.operations])) continue;
      await tx.query(
        `update users set employee_no = $2, hiring_date = coalesce(seniority, date '2021-03-01'),
           department_id = $3, branch_office_id = $4, job_role_id = $5, gender = coalesce(gender, $6)
          where user_id = $1`,
        [
          user_id,
          String(1000 + index),
          departments[index % departments.length],
          branches[index % branches.length],
          jobRoles[index % jobRoles.length],
          index % 2 === 0 ? 'F' : 'M',
        ],
      );
    }
    await tx.query(
      `insert into company_event_types (company_id, event_type_id, is_rewarded, reward_points, is_notified,
         notification_text, is_audience_addressed)
       values ($1, 1, true, 50, true, 'Tienes un nuevo curso en la cartelera', false),
              ($1, 2, true, 30, false, '', false),
              ($1, 3, true, 20, true, 'Hay una nueva encuesta para ti', true)`,
      [DEMO_COMPANY_ID],
    );
  });
}
