import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { saved } from '@/api/envelope';
import { toFormData } from '@/shared/ui';
import type { JobDraft, JobSectionDraft } from '../../../machines/job-form.machine';

type Schemas = components['schemas'];
export type Job = Schemas['Job'];
type JobPage = Schemas['JobPage'];
export type JobCategory = Schemas['JobCategory'];
export type JobSectionType = Schemas['JobSectionType'];
export type Candidate = Schemas['Candidate'];

export interface JobSearch {
  pageIndex: number;
  popularFilter?: number;
  occupationFilter?: string;
  locationFilter?: string;
  orderBy: 'date' | 'salary';
}

/** Every gateway call of the job bank, behind one interface so flow tests can settle them by hand. */
export interface JobServices {
  listJobs(search: JobSearch): Promise<JobPage>;
  categories(): Promise<JobCategory[]>;
  sectionTypes(): Promise<JobSectionType[]>;
  job(jobId: number): Promise<Job>;
  userJobs(userId: number, active: boolean, pageIndex: number): Promise<JobPage>;
  toApprove(pageIndex: number): Promise<JobPage>;
  decideJob(input: { jobId: number; approve: boolean }): Promise<Job>;
  toggleActive(input: { jobId: number }): Promise<Job>;
  deleteJob(input: { jobId: number }): Promise<void>;
  saveJob(input: { jobId: number | null; draft: JobDraft }): Promise<Job>;
  saveSections(input: { jobId: number; sections: JobSectionDraft[]; editing: boolean }): Promise<Job>;
  hasApplied(jobId: number): Promise<boolean>;
  apply(input: { jobId: number; file: File }): Promise<void>;
  candidates(jobId: number): Promise<Candidate[]>;
  curriculum(postulantId: number): Promise<Blob>;
  decideCandidate(input: { postulantId: number; approve: boolean; companyName: string }): Promise<void>;
}

/** The envelope's data, or an error with the first field's message (it says more than the general one). */
const dataOf = async <T>(call: Parameters<typeof saved>[0]): Promise<T> => (await saved<T>(call)).data;

function jobForm(jobId: number | null, d: JobDraft) {
  const form = toFormData({
    JobId: jobId ?? undefined,
    Title: d.title,
    Description: d.description,
    Currency: 'MXN',
    Salary: d.salary,
    Location: d.location,
    Direction: d.direction,
    CompanyName: d.companyName,
    PhoneNumber: d.phoneNumber,
    Email: d.email,
    CompanyImage: d.logo ?? undefined,
  });
  for (const id of d.categoryIds) form.append('JobCategory', String(id));
  return form;
}

const page = (pageIndex: number) => ({ pageIndex, pageCount: 8 });

export const gatewayJobServices: JobServices = {
  listJobs: (search) =>
    dataOf(api.GET('/backend/Job/All', { params: { query: { ...search, pageCount: 12 } } })),
  categories: () => dataOf(api.GET('/backend/Job/Categories')),
  sectionTypes: () => dataOf(api.GET('/backend/JobSection/Types')),
  job: (id) => dataOf(api.GET('/backend/Job/{id}', { params: { path: { id } } })),
  userJobs: (userId, isActive, pageIndex) =>
    dataOf(api.GET('/backend/Job/', { params: { query: { userId, isActive, ...page(pageIndex) } } })),
  toApprove: (pageIndex) =>
    dataOf(api.GET('/backoffice/Job/ToApprove', { params: { query: page(pageIndex) } })),
  decideJob: ({ jobId, approve }) =>
    dataOf(api.POST('/backoffice/Job/{id}', { params: { path: { id: jobId }, query: { approve } } })),
  toggleActive: ({ jobId }) =>
    dataOf(api.POST('/backend/Job/{id}/Activate', { params: { path: { id: jobId } } })),
  deleteJob: ({ jobId }) => dataOf(api.DELETE('/backend/Job/{id}', { params: { path: { id: jobId } } })),
  saveJob: ({ jobId, draft }) => {
    const body = jobForm(jobId, draft);
    const options = { body: {} as never, bodySerializer: () => body };
    return dataOf(jobId === null ? api.POST('/backend/Job', options) : api.PUT('/backend/Job', options));
  },
  saveSections: ({ jobId, sections, editing }) => {
    const body = {
      JobId: jobId,
      JobSection: sections.map((s) => ({ Description: s.description, JobSectionTypeId: s.jobSectionTypeId })),
    };
    return dataOf(
      editing ? api.PUT('/backend/JobSection', { body }) : api.POST('/backend/JobSection', { body }),
    );
  },
  hasApplied: async (JobId) =>
    (await dataOf<string>(
      api.GET('/BackEnd/Postulant/VerifyPostulant', { params: { query: { JobId } } }),
    )) !== 'False',
  apply: async ({ jobId, file }) => {
    const body = toFormData({ JobId: jobId, Curriculum: file });
    await dataOf(api.POST('/BackEnd/Postulant', { body: {} as never, bodySerializer: () => body }));
  },
  candidates: (jobId) => dataOf(api.GET('/BackEnd/Postulant/GetByJobId', { params: { query: { jobId } } })),
  curriculum: async (postulantId) => {
    const { data, error, response } = await api.GET('/BackEnd/Postulant/GetCurriculum', {
      params: { query: { postulantId } },
      parseAs: 'blob',
    });
    if (!data) {
      const message = (error as { responseMessage?: string } | undefined)?.responseMessage;
      throw new ApiError(String(response.status), message ?? `HTTP ${response.status}`, response.status);
    }
    return data;
  },
  decideCandidate: async ({ postulantId, approve, companyName }) => {
    const options = { params: { path: { id: postulantId }, query: { companyName } } };
    await dataOf(
      approve
        ? api.POST('/BackEnd/Postulant/{id}/Approve', options)
        : api.POST('/BackEnd/Postulant/{id}/Reject', options),
    );
  },
};
