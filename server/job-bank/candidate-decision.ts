import type { AuthUser } from '../auth/access-tokens.js';
import { Conflict, orNotFound } from '../domain-errors.js';
import type { OutgoingMail } from '../mail/mailer.js';
import type { Services } from '../services.js';
import { ownJob } from './job-access.js';
import { jobMessages as m } from './job-messages.js';
import { decidePostulant, findPostulant, type CandidateStatus } from './postulant-store.js';

function decisionMail(
  to: string,
  firstName: string,
  title: string,
  company: string,
  approved: boolean,
  link: string,
): OutgoingMail {
  const outcome = approved
    ? `${company} seleccionó tu postulación a la vacante "${title}". Pronto se pondrán en contacto contigo.`
    : `${company} revisó tu postulación a la vacante "${title}" y en esta ocasión no continuarás en el proceso. ¡Gracias por postularte!`;
  return {
    to,
    subject: `Tu postulación a "${title}" - Muro Pride`,
    text: `Hola ${firstName}:\n\n${outcome}\n\nConsulta la vacante en:\n${link}`,
    links: [link],
  };
}

/**
 * The creator of the job (or HR) approves or rejects a candidate in process. The notification is stored in
 * the same transaction as the change; the e-mail goes out once it is committed.
 */
export async function decideCandidate(
  services: Services,
  user: AuthUser,
  postulantId: number,
  approved: boolean,
  companyName: string | undefined,
): Promise<void> {
  const { db, notifier, mailer, config } = services;
  const postulant = orNotFound(await findPostulant(db, postulantId), m.postulantNotFound);
  const job = await ownJob(db, user, postulant.jobId);
  const status: CandidateStatus = approved ? 'Aprobado' : 'Rechazado';
  const link = `/details-job/${job.jobId}`;
  await db.transaction(async (tx) => {
    if (!(await decidePostulant(tx, postulantId, status))) throw new Conflict(m.postulantDecided);
    // The notifier stores it with addNotification and rings the candidate's bell on the live hub.
    await notifier.notify(tx, {
      userId: postulant.userId,
      message: approved ? m.notifyApproved(job.title) : m.notifyRejected(job.title),
      eventMessage: m.notificationKind,
      link,
      targetId: job.jobId,
    });
  });
  const company = companyName?.trim() || job.companyName;
  await mailer.send(
    decisionMail(
      postulant.email,
      postulant.firstName,
      job.title,
      company,
      approved,
      `${config.publicUrl}${link}`,
    ),
  );
}
