import { servicesContext } from '@/shared/services-context';
import type { JobSectionDraft, JobDraft } from '../../../machines/job-form.machine';
import {
  jobCalls,
  type Candidate,
  type Job,
  type JobCategory,
  type JobPage,
  type JobSearch,
  type JobSectionType,
} from './api';

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

const context = servicesContext<JobServices>(jobCalls);

/** Tests pass fakes here; the app uses the gateway without a provider. */
export const JobServicesProvider = context.Provider;
export const useJobServices = context.useServices;
