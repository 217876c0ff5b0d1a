import { readQuery } from '@/api/read-query';
import type {
  Department,
  BranchOffice,
  JobRole,
  CompanyEventType,
  CompanyEventTypePayload,
  CustomizeValues,
  components,
} from '@openapi/schema';
import { api } from '@/api/client';
import { saved } from '@/api/envelope';
import { multipart } from '@/api/form-data';
import { callerCompanyId } from '@/api/caller-company';
import { organisationKey } from '@/shared/admin/console-keys';

export type { CompanyEventType, CustomizeValues } from '@openapi/schema';

type Schemas = components['schemas'];

/** Query options of HR's control pages (units, event types, notices, look): the only place their keys are written. */
export const controlQueries = {
  all: organisationKey,
  departments: () => readQuery([...organisationKey, 'departments'], () => api.GET('/backoffice/Department')),
  branchOffices: () =>
    readQuery([...organisationKey, 'branch-offices'], () => api.GET('/backoffice/BranchOffice')),
  jobRoles: () => readQuery([...organisationKey, 'job-roles'], () => api.GET('/backoffice/JobRole')),
  eventTypes: () =>
    readQuery([...organisationKey, 'event-types'], () =>
      api.GET('/backoffice/CompanyEventType/getByCompany'),
    ),
  freeEventTypes: () =>
    readQuery([...organisationKey, 'event-types', 'free'], () => api.GET('/backoffice/EventType/Filter')),
  allowedEventTypes: () =>
    readQuery([...organisationKey, 'event-types', 'allowed'], () =>
      api.GET('/backoffice/CompanyEventType/GetAllowedToAddress', {
        params: { query: { companyId: callerCompanyId() } },
      }),
    ),
  notices: () => readQuery([...organisationKey, 'notices'], () => api.GET('/backoffice/CompanyHoliday')),
  retention: () => readQuery([...organisationKey, 'retention'], () => api.GET('/backoffice/Retention')),
  customize: () =>
    readQuery([...organisationKey, 'customize'], () =>
      api.GET('/BackOffice/CompanyCustomize/GetByCompanyId/{id}', {
        params: { path: { id: callerCompanyId() } },
      }),
    ),
};

const byId = (id: number) => ({ params: { query: { id } } });

/** HR's writes on the company's organisation; each resolves with the gateway's message. */
export const controlCalls = {
  saveDepartment: (body: Schemas['DepartmentPayload']) =>
    saved<Department>(api.request(body.departmentId ? 'put' : 'post', '/backoffice/Department', { body })),
  deactivateDepartment: (id: number) => saved<null>(api.DELETE('/backoffice/Department', byId(id))),
  saveBranchOffice: (body: Schemas['BranchOfficePayload']) =>
    saved<BranchOffice>(
      api.request(body.branchOfficeId ? 'put' : 'post', '/backoffice/BranchOffice', { body }),
    ),
  deactivateBranchOffice: (id: number) => saved<null>(api.DELETE('/backoffice/BranchOffice', byId(id))),
  saveJobRole: (body: Schemas['JobRolePayload']) =>
    saved<JobRole>(api.request(body.jobRoleId ? 'put' : 'post', '/backoffice/JobRole', { body })),
  deactivateJobRole: (id: number) => saved<null>(api.DELETE('/backoffice/JobRole', byId(id))),
  saveEventType: (body: CompanyEventTypePayload) =>
    saved<CompanyEventType>(
      api.request(body.companyEventTypeId ? 'put' : 'post', '/backoffice/CompanyEventType', { body }),
    ),
  deactivateEventType: (id: number) => saved<null>(api.DELETE('/backoffice/CompanyEventType', byId(id))),
  saveNotice: (form: Schemas['CompanyHolidayForm'], update: boolean) => {
    const options = multipart(form);
    return saved<Schemas['CompanyHoliday']>(
      api.request(update ? 'put' : 'post', '/backoffice/CompanyHoliday', options),
    );
  },
  deactivateNotice: (id: number) => saved<null>(api.DELETE('/backoffice/CompanyHoliday', byId(id))),
  saveRetention: (body: Schemas['Retention']) =>
    saved<Schemas['Retention']>(api.PUT('/backoffice/Retention', { body })),
  saveCustomize: (companyCustomizeId: number, values: CustomizeValues, logo: File | null) => {
    const form = {
      companyCustomizeId,
      companyId: callerCompanyId(),
      customizeValues: JSON.stringify(values),
      ...(logo ? { companyLogoFile: logo } : {}),
    };
    return saved<Schemas['AdminCompanyCustomize']>(api.PUT('/BackOffice/CompanyCustomize', multipart(form)));
  },
};
