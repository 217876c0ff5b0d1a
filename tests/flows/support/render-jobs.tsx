import { notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { writeSession } from '@/api/session-store';
import { JobServicesProvider, type JobServices } from '@/features/job-bank/job-services';
import type { Candidate, Job } from '@/features/job-bank/api';
import { FlowFrame, PageAt } from './flow-frame';
import { createGate } from './gate';

const HR_USER = 1001;

/** A job as the gateway returns it; `overrides` set what the test needs. */
export function sampleJob(overrides: Partial<Job> = {}): Job {
  return {
    jobId: 41,
    title: 'Gestora de comunidad',
    companyName: 'Comunidad Viva',
    companyImage: null,
    location: 'Oaxaca, Oax.',
    direction: 'Calle Alcalá 100',
    salary: 25000,
    currency: 'MXN',
    description: 'Coordinar la comunidad del portal.',
    email: 'empleos@comunidadviva.mx',
    phoneNumber: '5512345678',
    publicationDate: '2026-11-20T15:00:00.000Z',
    status: 'Guardado',
    active: true,
    createUser: HR_USER,
    publicatedBy: null,
    points: 0,
    jobCategory: [{ jobCategoryId: 1, name: 'Tecnología' }],
    jobSection: [],
    ...overrides,
  };
}

/** Whether the employer's lists show a job under the active ones. */
export const listedActive = (job: Pick<Job, 'active' | 'status'>) => job.active && job.status !== 'Rechazado';

/**
 * Fake job services: the calls a flow walks are gates the test settles; reads answer at once from `job`, which
 * the settled gates change as the gateway would, so refetched lists show what the person would see.
 */
export function fakeJobServices(job: Job, candidates: Candidate[] = []) {
  const state = { job, candidates };
  const gates = {
    decideJob: createGate<{ jobId: number; approve: boolean }, Job>(),
    toggleActive: createGate<{ jobId: number }, Job>(),
    deleteJob: createGate<{ jobId: number }, void>(),
    saveJob: createGate<Parameters<JobServices['saveJob']>[0], Job>(),
    saveSections: createGate<Parameters<JobServices['saveSections']>[0], Job>(),
    apply: createGate<{ jobId: number; file: File }, void>(),
    decideCandidate: createGate<Parameters<JobServices['decideCandidate']>[0], void>(),
  };
  const page = (list: Job[]) => ({ list, totalCount: list.length, totalPages: list.length ? 1 : 0 });
  const services: JobServices = {
    listJobs: async () => page([state.job]),
    categories: async () => [
      { jobCategoryId: 1, name: 'Tecnología' },
      { jobCategoryId: 2, name: 'Ventas' },
    ],
    sectionTypes: async () => [
      { jobSectionTypeId: 1, name: 'Responsabilidades' },
      { jobSectionTypeId: 5, name: 'Ubicacion' },
    ],
    job: async () => state.job,
    // As the gateway lists them: a rejected job is among the inactive ones whatever its flag.
    userJobs: async (_user, active) =>
      page(listedActive(state.job) === active && state.job.jobId ? [state.job] : []),
    toApprove: async () => page(state.job.status === 'Guardado' ? [state.job] : []),
    decideJob: gates.decideJob.call,
    toggleActive: gates.toggleActive.call,
    deleteJob: gates.deleteJob.call,
    saveJob: gates.saveJob.call,
    saveSections: gates.saveSections.call,
    hasApplied: async () => false,
    apply: gates.apply.call,
    candidates: async () => state.candidates,
    curriculum: vi.fn(async () => new Blob(['%PDF-1.7'])),
    decideCandidate: gates.decideCandidate.call,
  };
  return { gates, services, state };
}

export { routeShown } from './flow-frame';

/** Renders a job bank page at `route` (matched by `pattern`) for a signed-in person with `roleName`. */
export function renderJobs(
  ui: ReactNode,
  {
    route,
    pattern,
    services,
    roleName = 'Usuario',
    userId = HR_USER,
  }: { route: string; pattern: string; services: JobServices; roleName?: string; userId?: number },
) {
  const far = Date.now() + 3_600_000;
  writeSession({ token: 't', refreshToken: 'r', userId, roleName, expireAt: far, refreshAt: far });
  notifications.clean();
  return render(
    <FlowFrame route={route} session notifications>
      <JobServicesProvider services={services}>
        <PageAt pattern={pattern} page={ui} />
      </JobServicesProvider>
    </FlowFrame>,
  );
}
