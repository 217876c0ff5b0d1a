import type { AuthUser } from '../auth/access-tokens.js';
import type { Queryable } from '../db/database.js';
import { Forbidden, NotFound, orNotFound } from '../domain-errors.js';
import { hasRole, Roles } from '../../domain/roles.js';
import { jobMessages as m } from './job-messages.js';
import { findJob, type Job } from './job-store.js';

export const isHr = (user: AuthUser | null) => hasRole(user?.roleName, [Roles.hr]);

/**
 * Who may see a job of the company of the call (the caller's, or the default one for a visitor): an approved,
 * active one everybody; any other its creator and HR only.
 */
export async function visibleJob(
  db: Queryable,
  companyId: number,
  user: AuthUser | null,
  jobId: number,
): Promise<Job> {
  const job = await findJob(db, companyId, jobId);
  const ownerOrHr = job && (job.createUser === user?.userId || isHr(user));
  if (!job || (!(job.status === 'Aprobado' && job.active) && !ownerOrHr)) throw new NotFound(m.notFound);
  return job;
}

/** A job its creator (or HR) may change; anyone else gets 403 even when the job exists. */
export async function ownJob(db: Queryable, user: AuthUser, jobId: number): Promise<Job> {
  const job = orNotFound(await findJob(db, user.companyId, jobId), m.notFound);
  if (job.createUser !== user.userId && !isHr(user)) throw new Forbidden(m.notYours);
  return job;
}
