import type { components } from '../../openapi/generated/schema.js';
import { isStrongPassword } from '../../domain/password.js';
import { isEmail, normalizeEmail, normalizePassword } from '../auth/input-rules.js';
import type { Queryable } from '../db/database.js';
import type { FieldError } from '../domain-errors.js';
import { messages } from '../messages.js';
import { isActiveOrgUnit, orgUnitTables, type OrgUnitTable } from '../organisation/org-unit-store.js';
import type { UserFields } from './admin-user-store.js';
import { hrMayGive, roleNameOf } from './role-catalog.js';
import { userMessages as m } from './user-messages.js';

export type AdminUserPayload = components['schemas']['AdminUserPayload'];

/**
 * The user form's rules beyond the contract's schema (spec 002 §5), shared by the form and the bulk load, both
 * HR's: a known 'Perfil' that HR may give (docs/decisions/0230), active catalogue entries of the company, a
 * valid optional additional e-mail, and a strong password when one is required.
 */
export async function checkUserPayload(
  db: Queryable,
  companyId: number,
  body: AdminUserPayload,
  passwordRequired: boolean,
): Promise<{ errors: FieldError[]; fields: UserFields; password: string | null }> {
  const errors: FieldError[] = [];
  const roleName = roleNameOf(body.roleId);
  if (!roleName) errors.push({ field: 'roleId', message: m.unknownRole });
  else if (!hrMayGive(roleName)) errors.push({ field: 'roleId', message: m.roleNotAllowed });
  const units: [keyof AdminUserPayload, OrgUnitTable, number][] = [
    ['branchOfficeId', orgUnitTables.branchOffice, body.branchOfficeId],
    ['departmentId', orgUnitTables.department, body.departmentId],
    ['jobRoleId', orgUnitTables.jobRole, body.jobRoleId],
  ];
  for (const [field, unit, value] of units) {
    if (!(await isActiveOrgUnit(db, unit, companyId, value))) errors.push({ field, message: m.unknownUnit });
  }
  const additional = body.additionalEmail?.trim() ?? '';
  if (additional !== '' && !isEmail(normalizeEmail(additional)))
    errors.push({ field: 'additionalEmail', message: m.emailFormat });
  const password = body.password === undefined ? '' : normalizePassword(body.password);
  if (passwordRequired && password === '') errors.push({ field: 'password', message: m.required });
  else if (passwordRequired && !isStrongPassword(password))
    errors.push({ field: 'password', message: messages.field.passwordRules });
  const blank = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  return {
    errors,
    password: passwordRequired ? password : null,
    fields: {
      roleName: roleName ?? '',
      email: normalizeEmail(body.email),
      employeeNo: body.employeeNo.trim(),
      firstName: body.firstName.trim(),
      middleName: body.middleName.trim(),
      lastName: body.lastName.trim(),
      gender: body.gender,
      birthday: body.birthday,
      hiringDate: body.hiringDate,
      mobile: body.mobile,
      phoneNumber: blank(body.phoneNumber),
      extension: blank(body.extension),
      additionalEmail: additional === '' ? null : normalizeEmail(additional),
      branchOfficeId: body.branchOfficeId,
      departmentId: body.departmentId,
      jobRoleId: body.jobRoleId,
    },
  };
}
