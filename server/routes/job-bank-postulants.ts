import { currentUser } from '../auth/request-auth.js';
import { Conflict, orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import { decideCandidate } from '../job-bank/candidate-decision.js';
import { ownJob, visibleJob } from '../job-bank/job-access.js';
import { jobMessages as m } from '../job-bank/job-messages.js';
import {
  candidatesOf,
  findPostulant,
  hasApplied,
  insertApplication,
  readCurriculum,
} from '../job-bank/postulant-store.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** Applications (spec 001 §6, §7): who may apply, candidates and CVs for the job's creator and HR only. */
export function jobBankPostulantHandlers(services: Services) {
  const { db, clock } = services;

  return {
    async applyToJob({ request, body, files }) {
      const user = currentUser(request);
      const job = await visibleJob(db, user.companyId, user, body.JobId);
      // The rules of spec 001 §6: not 'Guardado' (nor rejected or inactive), not one's own, not twice.
      if (job.status !== 'Aprobado' || !job.active) throw new Conflict(m.applyPending);
      if (job.createUser === user.userId) throw new Conflict(m.applyOwn);
      const cv = orNotFound(files.Curriculum, m.cvFormat);
      const inserted = await insertApplication(db, {
        jobId: job.jobId,
        userId: user.userId,
        at: clock(),
        curriculum: cv.data,
        mime: cv.mime,
        extension: cv.extension,
      });
      if (!inserted) throw new Conflict(m.applyTwice);
      return ok(null, m.applied);
    },

    async verifyPostulant({ request, query }) {
      const applied = await hasApplied(db, query.JobId, currentUser(request).userId);
      return ok(applied ? ('True' as const) : ('False' as const));
    },

    async getCandidatesByJobId({ request, query }) {
      const job = await ownJob(db, currentUser(request), query.jobId);
      return ok(await candidatesOf(db, job.jobId));
    },

    async getCurriculum({ request, query, reply }) {
      const postulant = orNotFound(await findPostulant(db, query.postulantId), m.postulantNotFound);
      await ownJob(db, currentUser(request), postulant.jobId);
      const file = orNotFound(await readCurriculum(db, postulant.postulantId), m.postulantNotFound);
      const name = `cv-${postulant.fullName.normalize('NFD').replace(/[^A-Za-z0-9]+/g, '-')}.${file.extension}`;
      // The contract's 200 is the file itself, not the JSON envelope.
      return reply
        .type(file.mime)
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(file.data));
    },

    async approvePostulant({ request, params, query }) {
      await decideCandidate(services, currentUser(request), params.id, true, query.companyName);
      return ok(null, m.postulantApproved);
    },

    async rejectPostulant({ request, params, query }) {
      await decideCandidate(services, currentUser(request), params.id, false, query.companyName);
      return ok(null, m.postulantRejected);
    },
  } satisfies Partial<HandlerMap>;
}
