import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAct } from '../audit/audit-recorder.js';
import { currentUser } from '../auth/request-auth.js';
import { Code, HttpError } from '../http/envelope.js';
import type { Services } from '../services.js';
import { admit, type ThrottleName } from '../throttle/event-throttle.js';
import { myDataZip } from './my-data.js';

interface PersonalDataRequest {
  /** Whose data: the caller's own, or one of HR's company people. */
  userId: number;
  /** The throttle of the caller, counted by the caller's own id. */
  throttle: ThrottleName;
  tooOften: string;
  area: string;
  action: string;
  fileName: string;
}

/**
 * Sends a person's ZIP (docs/decisions/0307) as the reply, after the caller's throttle admits it, and writes
 * the act to the audit log; HR's download for a person and the person's own take this one path.
 */
export async function sendPersonalData(
  { db, clock, uploads }: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  asked: PersonalDataRequest,
): Promise<FastifyReply> {
  const now = clock();
  if (!(await admit(db, asked.throttle, currentUser(request).userId, now)))
    throw new HttpError(429, Code.tooManyAttempts, asked.tooOften);
  const zip = await myDataZip(db, uploads, asked.userId);
  await recordAct(db, now, request, {
    area: asked.area,
    action: asked.action,
    entity: `userId=${asked.userId}`,
  });
  void reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${asked.fileName}"`)
    .send(Buffer.from(zip));
  return reply;
}
