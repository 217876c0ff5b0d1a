import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { savedData } from '@/api/envelope';
import { multipart } from '@/api/form-data';
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

function jobForm(jobId: number | null, d: JobDraft) {
  return multipart({
    JobId: jobId ?? undefined,
    Title: d.title,
    Description: d.description,
    Currency: 'MXN' as const,
    Salary: d.salary,
    Location: d.location,
    Direction: d.direction,
    CompanyName: d.companyName,
    PhoneNumber: d.phoneNumber,
    Email: d.email,
    CompanyImage: d.logo ?? undefined,
    JobCategory: d.categoryIds,
  });
}

const page = (pageIndex: number) => ({ pageIndex, pageCount: 8 });

export const gatewayJobServices: JobServices = {
  listJobs: (search) =>
    savedData(api.GET('/backend/Job/All', { params: { query: { ...search, pageCount: 12 } } })),
  categories: () => savedData(api.GET('/backend/Job/Categories')),
  sectionTypes: () => savedData(api.GET('/backend/JobSection/Types')),
  job: (id) => savedData(api.GET('/backend/Job/{id}', { params: { path: { id } } })),
  userJobs: (userId, isActive, pageIndex) =>
    savedData(api.GET('/backend/Job/', { params: { query: { userId, isActive, ...page(pageIndex) } } })),
  toApprove: (pageIndex) =>
    savedData(api.GET('/backoffice/Job/ToApprove', { params: { query: page(pageIndex) } })),
  decideJob: ({ jobId, approve }) =>
    savedData(api.POST('/backoffice/Job/{id}', { params: { path: { id: jobId }, query: { approve } } })),
  toggleActive: ({ jobId }) =>
    savedData(api.POST('/backend/Job/{id}/Activate', { params: { path: { id: jobId } } })),
  deleteJob: ({ jobId }) => savedData(api.DELETE('/backend/Job/{id}', { params: { path: { id: jobId } } })),
  saveJob: ({ jobId, draft }) => {
    const options = jobForm(jobId, draft);
    return savedData(jobId === null ? api.POST('/backend/Job', options) : api.PUT('/backend/Job', options));
  },
  saveSections: ({ jobId, sections, editing }) => {
    const body = {
      JobId: jobId,
      JobSection: sections.map((s) => ({ Description: s.description, JobSectionTypeId: s.jobSectionTypeId })),
    };
    return savedData(
      editing ? api.PUT('/backend/JobSection', { body }) : api.POST('/backend/JobSection', { body }),
    );
  },
  hasApplied: async (JobId) =>
    (await savedData<string>(
      api.GET('/BackEnd/Postulant/VerifyPostulant', { params: { query: { JobId } } }),
    )) !== 'False',
  apply: async ({ jobId, file }) => {
    await savedData(api.POST('/BackEnd/Postulant', multipart({ JobId: jobId, Curriculum: file })));
  },
  candidates: (jobId) =>
    savedData(api.GET('/BackEnd/Postulant/GetByJobId', { params: { query: { jobId } } })),
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
    await savedData(
      approve
        ? api.POST('/BackEnd/Postulant/{id}/Approve', options)
        : api.POST('/BackEnd/Postulant/{id}/Reject', options),
    );
  },
};
