import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { JobSearch, JobServices } from './job-services';

/** The job bank's query options: the only place its query keys are written. */
export const jobKeys = { all: ['jobs'] as const };

export const jobQueries = {
  list: (s: JobServices, search: JobSearch) =>
    queryOptions({
      queryKey: [...jobKeys.all, 'list', search],
      queryFn: () => s.listJobs(search),
      placeholderData: keepPreviousData,
    }),
  categories: (s: JobServices) =>
    queryOptions({
      queryKey: [...jobKeys.all, 'categories'],
      queryFn: () => s.categories(),
      staleTime: Infinity,
    }),
  sectionTypes: (s: JobServices) =>
    queryOptions({
      queryKey: [...jobKeys.all, 'section-types'],
      queryFn: () => s.sectionTypes(),
      staleTime: Infinity,
    }),
  job: (s: JobServices, jobId: number) =>
    queryOptions({ queryKey: [...jobKeys.all, 'job', jobId], queryFn: () => s.job(jobId) }),
  mine: (s: JobServices, userId: number, active: boolean, pageIndex: number) =>
    queryOptions({
      queryKey: [...jobKeys.all, 'mine', userId, active, pageIndex],
      queryFn: () => s.userJobs(userId, active, pageIndex),
    }),
  toApprove: (s: JobServices, pageIndex: number) =>
    queryOptions({
      queryKey: [...jobKeys.all, 'to-approve', pageIndex],
      queryFn: () => s.toApprove(pageIndex),
    }),
  applied: (s: JobServices, jobId: number) =>
    queryOptions({ queryKey: [...jobKeys.all, 'applied', jobId], queryFn: () => s.hasApplied(jobId) }),
  candidates: (s: JobServices, jobId: number) =>
    queryOptions({ queryKey: [...jobKeys.all, 'candidates', jobId], queryFn: () => s.candidates(jobId) }),
};
