import type { AdminUser } from '@/features/admin-users/api';

/** The user form's catalogues as the gateway answers them. */
export const catalogs = {
  roles: [
    { value: 1, label: 'Recursos Humanos' },
    { value: 3, label: 'Usuario' },
  ],
  branchOffices: [{ value: 5, label: 'Matriz' }],
  departments: [{ value: 6, label: 'Tecnología' }],
  jobRoles: [{ value: 7, label: 'Analista' }],
};

/** One of the company's people as HR reads them. */
export const existing: AdminUser = {
  aspNetUserId: 42,
  roleId: 3,
  roleName: 'Usuario',
  userName: 'ana@demo.muropride.mx',
  email: 'ana@demo.muropride.mx',
  employeeNo: '1001',
  firstName: 'Ana',
  middleName: 'Pérez',
  lastName: 'López',
  gender: 'F',
  birthday: '1990-05-17',
  hiringDate: '2020-01-06',
  mobile: '5512345678',
  phoneNumber: null,
  extension: null,
  additionalEmail: null,
  branchOfficeId: 5,
  departmentId: 6,
  jobRoleId: 7,
  active: true,
  emailConfirmed: false,
  companyId: 871,
  isCorporateUser: false,
  branchOfficeName: 'Matriz',
  jobRoleName: 'Analista',
};
