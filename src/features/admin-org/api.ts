import { accountTexts } from '@domain/messages/auth';
import type { components } from '@openapi/schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { saved, unwrap } from '@/api/envelope';
import { multipart } from '@/api/form-data';
import { callerCompanyId } from '@/api/caller-company';

type Schemas = components['schemas'];
export type AdminUser = Schemas['AdminUser'];
export type AdminUserPayload = Schemas['AdminUserPayload'];
export type Department = Schemas['Department'];
export type BranchOffice = Schemas['BranchOffice'];
export type JobRole = Schemas['JobRole'];
export type CompanyEventType = Schemas['CompanyEventType'];
export type CompanyEventTypePayload = Schemas['CompanyEventTypePayload'];
export type CustomizeValues = Schemas['CustomizeValues'];
export type UserLoadJob = Schemas['UserLoadJob'];
export type UserListOrder =
  'employeeNo' | 'name' | 'birthday' | 'hiringDate' | 'branchOfficeName' | 'departmentName';

export interface UserListParams {
  pageIndex: number;
  filter: string;
  orderBy: UserListOrder;
  ascending: boolean;
}

export const adminOrgQueries = {
  all: ['admin-org'] as const,
  users: (p: UserListParams) =>
    queryOptions({
      queryKey: [...adminOrgQueries.all, 'users', p],
      queryFn: () =>
        unwrap(
          api.GET('/BackOffice/UserProfile', {
            params: { query: { ...p, filterBy: 'name', pageCount: 20 } },
          }),
        ),
    }),
  user: (userId: number) =>
    queryOptions({
      queryKey: [...adminOrgQueries.all, 'user', userId],
      queryFn: async () => {
        const reply = await unwrap(api.GET('/Account/Get', { params: { query: { userId } } }));
        if (!reply.user) throw new ApiError('04', accountTexts.userNotFound);
        return reply.user;
      },
    }),
  catalogs: () =>
    queryOptions({
      queryKey: [...adminOrgQueries.all, 'catalogs'],
      queryFn: () => unwrap(api.GET('/BackOffice/UserProfileCatalogs')),
    }),
  departments: () =>
    queryOptions({
      queryKey: [...adminOrgQueries.all, 'departments'],
      queryFn: () => unwrap(api.GET('/backoffice/Department')),
    }),
  branchOffices: () =>
    queryOptions({
      queryKey: [...adminOrgQueries.all, 'branch-offices'],
      queryFn: () => unwrap(api.GET('/backoffice/BranchOffice')),
    }),
  jobRoles: () =>
    queryOptions({
      queryKey: [...adminOrgQueries.all, 'job-roles'],
      queryFn: () => unwrap(api.GET('/backoffice/JobRole')),
    }),
  eventTypes: () =>
    queryOptions({
      queryKey: [...adminOrgQueries.all, 'event-types'],
      queryFn: () => unwrap(api.GET('/backoffice/CompanyEventType/getByCompany')),
    }),
  freeEventTypes: () =>
    queryOptions({
      queryKey: [...adminOrgQueries.all, 'event-types', 'free'],
      queryFn: () => unwrap(api.GET('/backoffice/EventType/Filter')),
    }),
  allowedEventTypes: () =>
    queryOptions({
      queryKey: [...adminOrgQueries.all, 'event-types', 'allowed'],
      queryFn: () =>
        unwrap(
          api.GET('/backoffice/CompanyEventType/GetAllowedToAddress', {
            params: { query: { companyId: callerCompanyId() } },
          }),
        ),
    }),
  notices: () =>
    queryOptions({
      queryKey: [...adminOrgQueries.all, 'notices'],
      queryFn: () => unwrap(api.GET('/backoffice/CompanyHoliday')),
    }),
  customize: () =>
    queryOptions({
      queryKey: [...adminOrgQueries.all, 'customize'],
      queryFn: () =>
        unwrap(
          api.GET('/BackOffice/CompanyCustomize/GetByCompanyId/{id}', {
            params: { path: { id: callerCompanyId() } },
          }),
        ),
    }),
  loadJob: (id: number) =>
    queryOptions({
      queryKey: [...adminOrgQueries.all, 'load-job', id],
      queryFn: () => unwrap(api.GET('/Account/UploadMigrationFile/{id}', { params: { path: { id } } })),
      refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
    }),
};

const byId = (id: number) => ({ params: { query: { id } } });

export const orgCalls = {
  createUser: (body: AdminUserPayload) => saved<AdminUser>(api.POST('/Account/Create', { body })),
  editUser: (body: AdminUserPayload) => saved<AdminUser>(api.POST('/Account/Edit', { body })),
  confirmUser: (userId: number) =>
    saved<unknown>(api.GET('/Account/VerifyEmailAccount', { params: { query: { userId } } })),
  saveDepartment: (body: Schemas['DepartmentPayload']) =>
    saved<Department>(
      body.departmentId
        ? api.PUT('/backoffice/Department', { body })
        : api.POST('/backoffice/Department', { body }),
    ),
  deactivateDepartment: (id: number) => saved<null>(api.DELETE('/backoffice/Department', byId(id))),
  saveBranchOffice: (body: Schemas['BranchOfficePayload']) =>
    saved<BranchOffice>(
      body.branchOfficeId
        ? api.PUT('/backoffice/BranchOffice', { body })
        : api.POST('/backoffice/BranchOffice', { body }),
    ),
  deactivateBranchOffice: (id: number) => saved<null>(api.DELETE('/backoffice/BranchOffice', byId(id))),
  saveJobRole: (body: Schemas['JobRolePayload']) =>
    saved<JobRole>(
      body.jobRoleId ? api.PUT('/backoffice/JobRole', { body }) : api.POST('/backoffice/JobRole', { body }),
    ),
  deactivateJobRole: (id: number) => saved<null>(api.DELETE('/backoffice/JobRole', byId(id))),
  saveEventType: (body: CompanyEventTypePayload) =>
    saved<CompanyEventType>(
      body.companyEventTypeId
        ? api.PUT('/backoffice/CompanyEventType', { body })
        : api.POST('/backoffice/CompanyEventType', { body }),
    ),
  deactivateEventType: (id: number) => saved<null>(api.DELETE('/backoffice/CompanyEventType', byId(id))),
  saveNotice: (form: Schemas['CompanyHolidayForm'], update: boolean) => {
    const options = multipart(form);
    return saved<Schemas['CompanyHoliday']>(
      update
        ? api.PUT('/backoffice/CompanyHoliday', options)
        : api.POST('/backoffice/CompanyHoliday', options),
    );
  },
  deactivateNotice: (id: number) => saved<null>(api.DELETE('/backoffice/CompanyHoliday', byId(id))),
  saveCustomize: (companyCustomizeId: number, values: CustomizeValues, logo: File | null) => {
    const form = {
      companyCustomizeId,
      companyId: callerCompanyId(),
      customizeValues: JSON.stringify(values),
      ...(logo ? { companyLogoFile: logo } : {}),
    };
    return saved<Schemas['AdminCompanyCustomize']>(api.PUT('/BackOffice/CompanyCustomize', multipart(form)));
  },
  uploadUsers: (file: File) =>
    saved<UserLoadJob>(
      api.POST('/Account/UploadMigrationFile', {
        params: { query: { companyId: callerCompanyId() } },
        ...multipart({ file }),
      }),
    ),
};

/** The refused rows of a bulk load as a CSV file. */
export async function refusedRows(id: number): Promise<Blob> {
  const { data, response } = await api.GET('/Account/UploadMigrationFile/{id}/Refused', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiError('HTTP', `HTTP ${response.status}`, response.status);
  return data as unknown as Blob;
}
