import { currentUser } from '../auth/request-auth.js';
import { Conflict, invalidInput, orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import { isHr, ownJob, visibleJob } from '../job-bank/job-access.js';
import { jobDataOf, sectionsOf } from '../job-bank/job-form.js';
import { jobMessages as m } from '../job-bank/job-messages.js';
import {
  decideJob,
  findJob,
  insertJob,
  jobsToApprove,
  knownIds,
  listCategories,
  listSectionTypes,
  markDeleted,
  replaceSections,
  searchJobs,
  toggleActive,
  updateJob,
  userJobs,
  GUARDADO,
  type Job,
} from '../job-bank/job-store.js';
import { Forbidden, NotFound } from '../domain-errors.js';
import type { Services } from '../services.js';
import { requireCompanyPerson } from '../users/company-person.js';
import { fullNameOf } from '../users/user-store.js';
import type { CheckedUpload } from '../uploads/uploaded-file.js';
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from './handler.js';

const LOGO_FOLDER = 'job-logos';

/** Jobs of the job bank (spec 001 §7): publishing in two steps, HR approval, the employer's lists. */
export function jobBankHandlers(services: Services) {
  const { db, uploads, clock, notifier, companyOf } = services;

  async function checkCategories(ids: number[]): Promise<void> {
    const known = await knownIds(db, 'job_categories', ids);
    if (ids.some((id) => !known.has(id)))
      throw invalidInput([{ field: 'JobCategory', message: m.categoryUnknown }]);
  }

  async function saveLogo(userId: number, logo: CheckedUpload | undefined): Promise<string | null> {
    if (!logo) return null;
    const [url] = await uploads.save(userId, LOGO_FOLDER, [logo]);
    return url ?? null;
  }

  async function reread(companyId: number, jobId: number): Promise<Job> {
    return orNotFound(await findJob(db, companyId, jobId), m.notFound);
  }

  async function saveSections(
    request: FastifyRequest,
    body: { JobId: number; JobSection: { Description: string; JobSectionTypeId: number }[] },
  ) {
    const user = currentUser(request);
    const job = await ownJob(db, user, body.JobId);
    const sections = sectionsOf(body.JobSection);
    const known = await knownIds(
      db,
      'job_section_types',
      sections.map((s) => s.jobSectionTypeId),
    );
    if (sections.some((s) => !known.has(s.jobSectionTypeId)))
      throw invalidInput([{ field: 'JobSection', message: m.sectionTypeUnknown }]);
    await replaceSections(db, job.jobId, sections);
    return reread(user.companyId, job.jobId);
  }

  return {
    async getJob({ request, params }) {
      return ok(await visibleJob(db, companyOf(request.user), request.user, params.id));
    },

    async registerJob({ request, body, files }) {
      const user = currentUser(request);
      const data = jobDataOf(body, null);
      await checkCategories(data.categoryIds);
      data.companyImage = await saveLogo(user.userId, files.CompanyImage);
      const id = await insertJob(db, user.companyId, user.userId, clock(), data);
      return ok(await reread(user.companyId, id), m.registered);
    },

    async updateJob({ request, body, files }) {
      const user = currentUser(request);
      if (body.JobId === undefined) throw new NotFound(m.notFound);
      const previous = await ownJob(db, user, body.JobId);
      const data = jobDataOf(body, previous.companyImage);
      await checkCategories(data.categoryIds);
      const logo = await saveLogo(user.userId, files.CompanyImage);
      if (logo) {
        await uploads.release(user.userId, [previous.companyImage]);
        data.companyImage = logo;
      }
      // A change by the creator goes back to HR before it is published again (decision 0111).
      await updateJob(db, previous.jobId, data, isHr(user) ? previous.status : GUARDADO);
      return ok(await reread(user.companyId, previous.jobId), m.updated);
    },

    async deleteJob({ request, params }) {
      const job = await ownJob(db, currentUser(request), params.id);
      await markDeleted(db, job.jobId);
      return ok(null, m.deleted);
    },

    async getJobCategories() {
      return ok(await listCategories(db));
    },

    async listJobs({ request, query }) {
      return ok(
        await searchJobs(db, {
          companyId: companyOf(request.user),
          pageIndex: query.pageIndex ?? 1,
          pageCount: query.pageCount ?? 12,
          categoryId: query.popularFilter,
          occupation: query.occupationFilter,
          location: query.locationFilter,
          orderBy: query.orderBy ?? 'date',
        }),
      );
    },

    async listUserJobs({ request, query }) {
      const user = currentUser(request);
      if (query.userId !== user.userId) {
        if (!isHr(user)) throw new Forbidden(m.notYours);
        await requireCompanyPerson(db, user.companyId, query.userId);
      }
      const paging = { pageIndex: query.pageIndex ?? 1, pageCount: query.pageCount ?? 8 };
      return ok(await userJobs(db, user.companyId, query.userId, query.isActive, paging));
    },

    async listJobsToApprove({ request, query }) {
      const paging = { pageIndex: query.pageIndex ?? 1, pageCount: query.pageCount ?? 8 };
      return ok(await jobsToApprove(db, currentUser(request).companyId, paging));
    },

    async decideJob({ request, params, query }) {
      const user = currentUser(request);
      const job = await reread(user.companyId, params.id);
      const reviewer = await fullNameOf(db, user.userId);
      const status = query.approve ? 'Aprobado' : 'Rechazado';
      await db.transaction(async (tx) => {
        if (!(await decideJob(tx, job.jobId, status, reviewer ?? ''))) throw new Conflict(m.alreadyReviewed);
        // The publisher hears of HR's decision on the bell, live when the page is open.
        await notifier.notify(tx, {
          userId: job.createUser,
          message: query.approve ? m.notifyJobApproved(job.title) : m.notifyJobRejected(job.title),
          eventMessage: m.notificationKind,
          link: query.approve ? `/details-job/${job.jobId}` : '/jobs-published',
          targetId: job.jobId,
        });
      });
      return ok(await reread(user.companyId, job.jobId), query.approve ? m.approved : m.rejected);
    },

    async toggleJobActive({ request, params }) {
      const user = currentUser(request);
      const job = await ownJob(db, user, params.id);
      await toggleActive(db, job.jobId);
      return ok(await reread(user.companyId, job.jobId), job.active ? m.deactivated : m.reactivated);
    },

    async getJobSectionTypes() {
      return ok(await listSectionTypes(db));
    },

    async saveJobSections({ request, body }) {
      return ok(await saveSections(request, body), m.sectionsSaved);
    },

    async updateJobSections({ request, body }) {
      return ok(await saveSections(request, body), m.sectionsUpdated);
    },
  } satisfies Partial<HandlerMap>;
}
