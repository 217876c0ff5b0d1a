import { readQuery } from '@/api/read-query';
import type { AdminUser, AdminUserPayload, UserLoadJob } from '@openapi/schema';
import { accountTexts } from '@domain/messages/auth';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { saved, unwrap } from '@/api/envelope';
import { multipart } from '@/api/form-data';
import { callerCompanyId } from '@/api/caller-company';
import { fileOf } from '@/api/file-reply';
import { saveFile } from '@/shared/ui';
import { organisationKey } from '@/shared/admin/console-keys';

export type { AdminUser, AdminUserPayload } from '@openapi/schema';

export type UserListOrder =
  'employeeNo' | 'name' | 'birthday' | 'hiringDate' | 'branchOfficeName' | 'departmentName';

export interface UserListParams {
  pageIndex: number;
  filter: string;
  orderBy: UserListOrder;
  ascending: boolean;
}

/** Query options of HR's users: the only place their keys are written. */
export const adminUserQueries = {
  all: organisationKey,
  users: (p: UserListParams) =>
    readQuery([...organisationKey, 'users', p], () =>
      api.GET('/BackOffice/UserProfile', {
        params: { query: { ...p, filterBy: 'name', pageCount: 20 } },
      }),
    ),
  user: (userId: number) =>
    queryOptions({
      queryKey: [...organisationKey, 'user', userId],
      queryFn: async () => {
        const reply = await unwrap(api.GET('/Account/Get', { params: { query: { userId } } }));
        if (!reply.user) throw new ApiError('04', accountTexts.userNotFound);
        return reply.user;
      },
    }),
  catalogs: () =>
    readQuery([...organisationKey, 'catalogs'], () => api.GET('/BackOffice/UserProfileCatalogs')),
  loadJob: (id: number) =>
    queryOptions({
      queryKey: [...organisationKey, 'load-job', id],
      queryFn: () => unwrap(api.GET('/Account/UploadMigrationFile/{id}', { params: { path: { id } } })),
      refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
    }),
};

/** HR's writes on people; each resolves with the gateway's message. */
export const userCalls = {
  createUser: (body: AdminUserPayload) => saved<AdminUser>(api.POST('/Account/Create', { body })),
  editUser: (body: AdminUserPayload) => saved<AdminUser>(api.POST('/Account/Edit', { body })),
  confirmUser: (userId: number) =>
    saved<unknown>(api.GET('/Account/VerifyEmailAccount', { params: { query: { userId } } })),
  /** Erases one of the company's people for an ARCO request (docs/decisions/0309). */
  erasePerson: (id: number, confirmation: string) =>
    saved<unknown>(
      api.POST('/backoffice/UserProfile/{id}/Erase', { params: { path: { id } }, body: { confirmation } }),
    ),
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
  const call = api.GET('/Account/UploadMigrationFile/{id}/Refused', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  return (await fileOf(call, '')).blob;
}

/** What the portal holds about one of the company's people, as their 'Mis datos' ZIP (docs/decisions/0307). */
export async function downloadPersonData(id: number): Promise<void> {
  const call = api.GET('/backoffice/UserProfile/{id}/PersonalData', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  const { blob, name } = await fileOf(call, `datos-${id}.zip`);
  saveFile(name, blob);
}
