import type { Queryable } from '../db/database.js';

/** The one audience picker of every area (spec 002 §7 Users): active people by groups, job role and branch. */
export interface AudienceFilter {
  companyId: number;
  /** Group ids; empty for every group. */
  departmentIds: number[];
  /** 0 for every job role. */
  jobRoleId: number;
  /** 0 for every branch. */
  branchOfficeId: number;
}

/** Parses the path's "1,2,3" (or "0" for every group). */
export function departmentIdsOf(text: string): number[] {
  const ids = text.split(',').map(Number);
  return ids.includes(0) ? [] : [...new Set(ids)];
}

interface PickerRow {
  user_id: number;
  employee_no: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  active: boolean;
  department_name: string | null;
}

const WHERE = `u.company_id = $1 and u.active
  and (cardinality($2::int[]) = 0 or u.department_id = any($2::int[]))
  and ($3 = 0 or u.job_role_id = $3) and ($4 = 0 or u.branch_office_id = $4)`;

const params = (f: AudienceFilter) => [f.companyId, f.departmentIds, f.jobRoleId, f.branchOfficeId];

const view = (r: PickerRow) => ({
  userProfileId: r.user_id,
  employeeNo: r.employee_no,
  firstName: r.first_name,
  middleName: r.middle_name,
  lastName: r.last_name,
  name: [r.first_name, r.middle_name, r.last_name].filter(Boolean).join(' '),
  active: r.active,
  department: r.department_name,
});

async function rows(db: Queryable, f: AudienceFilter, page?: { index: number; size: number }) {
  const limit = page ? `limit ${page.size} offset ${(page.index - 1) * page.size}` : '';
  return db.query<PickerRow>(
    `select u.user_id, u.employee_no, u.first_name, u.middle_name, u.last_name, u.active, d.department_name
       from users u left join departments d on d.department_id = u.department_id
      where ${WHERE}
      order by u.first_name, u.middle_name, u.last_name, u.user_id ${limit}`,
    params(f),
  );
}

export async function audienceUsers(db: Queryable, f: AudienceFilter) {
  return (await rows(db, f)).map(view);
}

export async function audienceUsersPage(db: Queryable, f: AudienceFilter, index: number, size: number) {
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from users u where ${WHERE}`,
    params(f),
  );
  const totalCount = count?.total ?? 0;
  return {
    list: (await rows(db, f, { index, size })).map(view),
    totalCount,
    totalPages: Math.ceil(totalCount / size),
  };
}
