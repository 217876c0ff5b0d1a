import { askQuery, lastingQuery } from '@/api/read-query';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { savedData } from '@/api/envelope';
import { multipart } from '@/api/form-data';
import type { JobDraft } from '../../../machines/job-form.machine';
import type { JobServices } from './job-services';

export type { Job, JobPage, JobCategory, JobSectionType, Candidate } from '@openapi/schema';

export interface JobSearch {
  pageIndex: number;
  popularFilter?: number;
  occupationFilter?: string;
  locationFilter?: string;
  orderBy: 'date' | 'salary';
}

/** The job bank's query options: the only place its query keys are written. The loaders are the job services, so
 * tests can pass fakes. */
export const jobQueries = {
  all: ['jobs'] as const,
  list: (s: JobServices, search: JobSearch) =>
    queryOptions({
      queryKey: [...jobQueries.all, 'list', search],
      queryFn: () => s.listJobs(search),
      placeholderData: keepPreviousData,
    }),
  categories: (s: JobServices) => lastingQuery([...jobQueries.all, 'categories'], () => s.categories()),
  sectionTypes: (s: JobServices) =>
    lastingQuery([...jobQueries.all, 'section-types'], () => s.sectionTypes()),
  job: (s: JobServices, jobId: number) => askQuery([...jobQueries.all, 'job', jobId], () => s.job(jobId)),
  mine: (s: JobServices, userId: number, active: boolean, pageIndex: number) =>
    askQuery([...jobQueries.all, 'mine', userId, active, pageIndex], () =>
      s.userJobs(userId, active, pageIndex),
    ),
  toApprove: (s: JobServices, pageIndex: number) =>
    askQuery([...jobQueries.all, 'to-approve', pageIndex], () => s.toApprove(pageIndex)),
  applied: (s: JobServices, jobId: number) =>
    askQuery([...jobQueries.all, 'applied', jobId], () => s.hasApplied(jobId)),
  candidates: (s: JobServices, jobId: number) =>
    askQuery([...jobQueries.all, 'candidates', jobId], () => s.candidates(jobId)),
};

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

/** The job bank's gateway calls, reads and writes, behind the gateway's job services. */
export const jobCalls = {
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
    return savedData(api.request(editing ? 'put' : 'post', '/backend/JobSection', { body }));
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
} satisfies JobServices;
