import type { Mailer } from './mailer.js';

/** How the last e-mail a gateway tried to send went: what GET /api/health reports (decision 0281). */
type MailOutcome = 'none' | 'ok' | 'failed';

export interface WatchedMailer extends Mailer {
  lastOutcome(): MailOutcome;
}

/** The same mailer, remembering whether its last send went through. */
export function watchMailer(mailer: Mailer): WatchedMailer {
  let outcome: MailOutcome = 'none';
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
        outcome = 'ok';
      } catch (error) {
        outcome = 'failed';
        throw error;
      }
    },
    lastOutcome: () => outcome,
  };
}
