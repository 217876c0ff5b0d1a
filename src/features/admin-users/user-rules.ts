import type { AdminUser, AdminUserPayload } from './api';
import { usersMessages as m } from './messages';

/** The payload's fields a person fills in: all but the ones the gateway decides (`Decided`) and the id. */
type FilledIn = {
  [K in keyof AdminUserPayload]-?: unknown extends AdminUserPayload[K] ? never : K;
}[keyof AdminUserPayload];

/** The form's values: text for every input, as Mantine's inputs hold them, and the active switch. */
export type UserFormValues = Record<Exclude<FilledIn, 'aspNetUserId' | 'active'>, string> & {
  active: boolean;
};

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const text = (v: string) => (!v ? m.required : /^\s/.test(v) ? m.leadingSpace : null);
const required = (v: string) => (v ? null : m.required);
const phone = (v: string) => (/^\d{10}$/.test(v) ? null : m.userForm.phoneRule);

/** Spec 002 §5 "User": required fields, no leading spaces, e-mail format, password only for new users. */
export function userValidation(isNew: boolean) {
  return {
    roleId: required,
    email: (v: string) => (!v ? m.required : EMAIL.test(v.trim()) ? null : m.emailFormat),
    employeeNo: text,
    firstName: text,
    middleName: text,
    lastName: text,
    gender: required,
    birthday: required,
    mobile: (v: string) => (!v ? m.required : phone(v)),
    hiringDate: required,
    branchOfficeId: required,
    departmentId: required,
    jobRoleId: required,
    phoneNumber: (v: string) => (v ? phone(v) : null),
    additionalEmail: (v: string) => (v && !EMAIL.test(v.trim()) ? m.emailFormat : null),
    password: (v: string) => (isNew ? required(v) : null),
  };
}

export function initialUserValues(user: AdminUser | null): UserFormValues {
  const s = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    roleId: s(user?.roleId ?? 3),
    email: s(user?.email),
    employeeNo: s(user?.employeeNo),
    firstName: s(user?.firstName),
    middleName: s(user?.middleName),
    lastName: s(user?.lastName),
    gender: s(user?.gender),
    birthday: s(user?.birthday),
    hiringDate: s(user?.hiringDate),
    mobile: s(user?.mobile),
    phoneNumber: s(user?.phoneNumber),
    extension: s(user?.extension),
    additionalEmail: s(user?.additionalEmail),
    branchOfficeId: s(user?.branchOfficeId),
    departmentId: s(user?.departmentId),
    jobRoleId: s(user?.jobRoleId),
    password: '',
    active: user?.active ?? true,
  };
}

/** The call's body: numbers for catalogue ids, dates as YYYY-MM-DD, blanks left out. */
export function userPayload(v: UserFormValues, userId: number | null): AdminUserPayload {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    ...(userId === null ? { password: v.password } : { aspNetUserId: userId, active: v.active }),
    roleId: Number(v.roleId),
    email: v.email.trim(),
    employeeNo: v.employeeNo,
    firstName: v.firstName,
    middleName: v.middleName,
    lastName: v.lastName,
    gender: v.gender as 'M' | 'F',
    birthday: v.birthday.slice(0, 10),
    hiringDate: v.hiringDate.slice(0, 10),
    mobile: v.mobile,
    phoneNumber: optional(v.phoneNumber),
    extension: optional(v.extension),
    additionalEmail: optional(v.additionalEmail),
    branchOfficeId: Number(v.branchOfficeId),
    departmentId: Number(v.departmentId),
    jobRoleId: Number(v.jobRoleId),
  };
}
