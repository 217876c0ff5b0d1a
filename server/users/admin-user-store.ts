import { Roles } from '../../domain/roles.js';
import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';
import { roleIdOf } from './role-catalog.js';
import { foldedText } from '../db/sql-text.js';

/**
 * SQL: the users row `u` is one of its company's people, whom HR may see and manage, and not an operator, who
 * runs the platform and is nobody's to list, pick or edit (docs/decisions/0231). A role name counts as the
 * operator's when it contains it, ignoring case, as `hasRole` reads it. An erased account is nobody any more
 * (docs/decisions/0309).
 */
export const COMPANY_PERSON = `strpos(lower(u.role_name), '${Roles.operations.toLowerCase()}') = 0
  and u.erased_at is null`;

/** People as HR lists and edits them (spec 002 §3 User). */
export interface AdminUserRecord {
  user_id: number;
  company_id: number;
  role_name: string;
  email: string;
  employee_no: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  gender: string | null;
  birthday: string | null;
  hiring_date: string | null;
  mobile: string | null;
  phone_number: string | null;
  extension: string | null;
  additional_email: string | null;
  branch_office_id: number | null;
  department_id: number | null;
  job_role_id: number | null;
  active: boolean;
  email_confirmed: boolean;
  branch_office_name: string | null;
  job_role_name: string | null;
}

const RECORD = `u.user_id, u.company_id, u.role_name, u.email, u.employee_no, u.first_name, u.middle_name,
  u.last_name, u.gender, u.birthday, u.hiring_date, u.mobile, u.phone_number, u.extension, u.additional_email,
  u.branch_office_id, u.department_id, u.job_role_id, u.active, u.email_confirmed,
  b.branch_office_name, j.name as job_role_name`;

const JOINS = `left join branch_offices b on b.branch_office_id = u.branch_office_id
  left join departments d on d.department_id = u.department_id
  left join job_roles j on j.job_role_id = u.job_role_id`;

export function findAdminUser(db: Queryable, companyId: number, userId: number) {
  return firstRow<AdminUserRecord>(
    db,
    `select ${RECORD} from users u ${JOINS} where u.company_id = $1 and u.user_id = $2 and ${COMPANY_PERSON}`,
    [companyId, userId],
  );
}

/** Whether the person is one of the company's people HR may act on (not an operator, not of another company). */
export async function isCompanyPerson(db: Queryable, companyId: number, userId: number): Promise<boolean> {
  const rows = await db.query(
    `select 1 from users u where u.company_id = $1 and u.user_id = $2 and ${COMPANY_PERSON}`,
    [companyId, userId],
  );
  return rows.length > 0;
}

/** The company person with this employee number; an operator's number matches nobody HR may update. */
export async function findUserIdByEmployeeNo(
  db: Queryable,
  companyId: number,
  employeeNo: string,
): Promise<number | undefined> {
  const row = await firstRow<{ user_id: number }>(
    db,
    `select u.user_id from users u where u.company_id = $1 and u.employee_no = $2 and ${COMPANY_PERSON}`,
    [companyId, employeeNo],
  );
  return row?.user_id;
}

export function adminUserView(r: AdminUserRecord) {
  return {
    aspNetUserId: r.user_id,
    roleId: roleIdOf(r.role_name),
    roleName: r.role_name,
    userName: r.email,
    email: r.email,
    employeeNo: r.employee_no,
    firstName: r.first_name,
    middleName: r.middle_name,
    lastName: r.last_name,
    gender: r.gender,
    birthday: r.birthday,
    hiringDate: r.hiring_date,
    mobile: r.mobile,
    phoneNumber: r.phone_number,
    extension: r.extension,
    additionalEmail: r.additional_email,
    branchOfficeId: r.branch_office_id,
    departmentId: r.department_id,
    jobRoleId: r.job_role_id,
    active: r.active,
    emailConfirmed: r.email_confirmed,
    companyId: r.company_id,
    isCorporateUser: r.additional_email !== null && r.additional_email !== '',
    branchOfficeName: r.branch_office_name,
    jobRoleName: r.job_role_name,
  };
}

export interface UserListQuery {
  companyId: number;
  today: string;
  filter: string;
  orderBy: 'employeeNo' | 'name' | 'birthday' | 'hiringDate' | 'branchOfficeName' | 'departmentName';
  ascending: boolean;
  pageIndex: number;
  pageCount: number;
}

/** Accent- and case-insensitive text for searching names. */
const fullNameSql = `concat_ws(' ', u.first_name, u.middle_name, u.last_name)`;

const ORDER: Record<UserListQuery['orderBy'], string> = {
  // Digits sort as numbers: employee numbers are usually numeric text of varying length.
  employeeNo: `lpad(coalesce(u.employee_no, ''), 30, '0')`,
  name: foldedText(fullNameSql),
  birthday: 'u.birthday',
  hiringDate: 'u.hiring_date',
  branchOfficeName: 'b.branch_office_name',
  departmentName: 'd.department_name',
};

export async function listAdminUsers(db: Queryable, q: UserListQuery) {
  const where = `u.company_id = $1 and ${COMPANY_PERSON} and ($2 = '' or ${foldedText(fullNameSql)} like '%' || ${foldedText('$2')} || '%')`;
  const count = await firstRow<{ total: number }>(
    db,
    `select count(*)::int as total from users u where ${where}`,
    [q.companyId, q.filter],
  );
  const rows = await db.query<{
    user_id: number;
    employee_no: string | null;
    full_name: string;
    email: string;
    gender: string | null;
    birthday: string | null;
    age: number | null;
    seniority: number | null;
    branch_office_name: string | null;
    department_name: string | null;
    job_role_name: string | null;
    active: boolean;
  }>(
    `select u.user_id, u.employee_no, ${fullNameSql} as full_name, u.email, u.gender, u.birthday,
            date_part('year', age($3::date, u.birthday))::int as age,
            date_part('year', age($3::date, u.hiring_date))::int as seniority,
            b.branch_office_name, d.department_name, j.name as job_role_name, u.active
       from users u ${JOINS}
      where ${where}
      order by ${ORDER[q.orderBy]} ${q.ascending ? 'asc' : 'desc'} nulls last, u.user_id ${q.ascending ? 'asc' : 'desc'}
      limit $4 offset $5`,
    [q.companyId, q.filter, q.today, q.pageCount, (q.pageIndex - 1) * q.pageCount],
  );
  const totalCount = count?.total ?? 0;
  return {
    totalCount,
    totalPages: Math.ceil(totalCount / q.pageCount),
    list: rows.map((r) => ({
      userId: r.user_id,
      employeeNo: r.employee_no,
      fullName: r.full_name,
      email: r.email,
      gender: r.gender,
      birthday: r.birthday,
      age: r.age,
      seniority: r.seniority,
      branchOfficeName: r.branch_office_name,
      departmentName: r.department_name,
      jobRoleName: r.job_role_name,
      active: r.active,
    })),
  };
}

/** The fields the form and the bulk load write. */
export interface UserFields {
  roleName: string;
  email: string;
  employeeNo: string;
  firstName: string;
  middleName: string;
  lastName: string;
  gender: string;
  birthday: string;
  hiringDate: string;
  mobile: string;
  phoneNumber: string | null;
  extension: string | null;
  additionalEmail: string | null;
  branchOfficeId: number;
  departmentId: number;
  jobRoleId: number;
}

const fieldValues = (f: UserFields) => [
  f.roleName,
  f.email,
  f.employeeNo,
  f.firstName,
  f.middleName,
  f.lastName,
  f.gender,
  f.birthday,
  f.hiringDate,
  f.mobile,
  f.phoneNumber,
  f.extension,
  f.additionalEmail,
  f.branchOfficeId,
  f.departmentId,
  f.jobRoleId,
];

/** Inserts an active, not yet confirmed person; undefined when the e-mail or employee number is taken. */
export async function insertAdminUser(
  db: Queryable,
  companyId: number,
  fields: UserFields,
  passwordHash: string | null,
  now: Date,
): Promise<number | undefined> {
  const row = await firstRow<{ user_id: number }>(
    db,
    `insert into users (role_name, email, employee_no, first_name, middle_name, last_name, gender, birthday,
       hiring_date, mobile, phone_number, extension, additional_email, branch_office_id, department_id,
       job_role_id, company_id, password_hash, seniority, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $9, $19)
     on conflict do nothing
     returning user_id`,
    [...fieldValues(fields), companyId, passwordHash, now],
  );
  return row?.user_id;
}

/** What a person's account was before an update: what decides whether sessions end and who is told. */
export interface PreviousAccount {
  roleName: string;
  email: string;
  additionalEmail: string | null;
  active: boolean;
}

export type UpdateOutcome =
  { kind: 'updated'; previous: PreviousAccount } | { kind: 'taken' } | { kind: 'missing' };

/**
 * Updates one of the company's people; `taken` when the e-mail or employee number belongs to someone else,
 * `missing` when the person is not one HR may update. A new primary e-mail is unconfirmed until its owner
 * follows the link mailed to it (docs/decisions/0232). An additional e-mail HR writes is not proved by its
 * owner, so a changed one routes no reset link until the member confirms it (0213).
 */
export async function updateAdminUser(
  db: Queryable,
  companyId: number,
  userId: number,
  fields: UserFields,
  active: boolean | undefined,
): Promise<UpdateOutcome> {
  const clash = await db.query(
    `select 1 from users where user_id <> $1 and (lower(email) = lower($2)
        or (employee_no = $3 and company_id = $4))`,
    [userId, fields.email, fields.employeeNo, companyId],
  );
  if (clash.length > 0) return { kind: 'taken' };
  const row = await firstRow<PreviousAccount>(
    db,
    `with previous as (
       select u.user_id, u.role_name, u.email, u.additional_email, u.active from users u
        where u.user_id = $1 and u.company_id = $19 and ${COMPANY_PERSON} for update)
     update users set role_name = $2, email = $3, employee_no = $4, first_name = $5, middle_name = $6,
       last_name = $7, gender = $8, birthday = $9, hiring_date = $10, seniority = $10, mobile = $11,
       phone_number = $12, extension = $13, additional_email = $14, branch_office_id = $15, department_id = $16,
       job_role_id = $17, active = coalesce($18, users.active),
       additional_email_verified = users.additional_email_verified
         and users.additional_email is not distinct from $14,
       email_confirmed = users.email_confirmed and lower(users.email) = lower($3)
      from previous where users.user_id = previous.user_id
     returning previous.role_name as "roleName", previous.email, previous.additional_email as "additionalEmail",
       previous.active`,
    [userId, ...fieldValues(fields), active ?? null, companyId],
  );
  return row ? { kind: 'updated', previous: row } : { kind: 'missing' };
}

/** The company's active branch offices, departments and job roles, as the user form's options. */
export async function activeOrgCatalogs(db: Queryable, companyId: number) {
  const active = (sql: string) => db.query<{ value: number; label: string }>(sql, [companyId]);
  return {
    branchOffices: await active(
      `select branch_office_id as value, branch_office_name as label from branch_offices
        where company_id = $1 and active order by branch_office_name`,
    ),
    departments: await active(
      `select department_id as value, department_name as label from departments
        where company_id = $1 and active order by department_name`,
    ),
    jobRoles: await active(
      'select job_role_id as value, name as label from job_roles where company_id = $1 and active order by name',
    ),
  };
}

/** A person's activities, newest first; activity type '0' means all of them. */
export function listUserActivities(db: Queryable, userId: number, activityType: string) {
  return db.query<{ userActivityId: number; activityType: string; name: string; endDate: string | null }>(
    `select user_activity_id as "userActivityId", activity_type as "activityType", name, end_date as "endDate"
       from user_activities where user_id = $1 and ($2 = '0' or activity_type = $2)
      order by end_date desc nulls last, user_activity_id desc`,
    [userId, activityType],
  );
}
