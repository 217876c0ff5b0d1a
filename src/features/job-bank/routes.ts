import { routePatterns } from '@/shared/routing';
import { siteRoutes, type FeatureRoute } from '@/shared/routing/feature-route';

const m = routePatterns.member;

/** The pages of job-bank: the route tables are derived from this list (`npm run areas`). */
export const jobBankRoutes: FeatureRoute[] = siteRoutes('member', [
  { path: m.jobBank, title: 'Bolsa de trabajo', page: () => import('./job-bank.page') },
  { path: m.applicantSent, title: 'Bolsa de trabajo', page: () => import('./applicant-sent.page') },
  { path: m.listNewJobs, title: 'Autorizar vacantes', page: () => import('./list-new-jobs.page') },
  { path: m.jobDetails, title: 'Bolsa de trabajo', page: () => import('./job-details.page') },
  { path: m.jobBankJob, title: 'Bolsa de trabajo', page: () => import('./job-details.page') },
  { path: m.registerJob, title: 'Publicar empleo', page: () => import('./register-job.page') },
  { path: m.editJob, title: 'Editar empleo', page: () => import('./edit-job.page') },
  { path: m.jobsPublished, title: 'Mis empleos', page: () => import('./jobs-published.page') },
  { path: m.candidates, title: 'Candidatos', page: () => import('./candidates.page') },
]);
