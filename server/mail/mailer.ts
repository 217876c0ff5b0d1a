import type { Clock } from '../clock.js';
import type { Queryable } from '../db/database.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Sends e-mail. The gateway has no SMTP relay: the outbox mailer stores every mail (and prints it in dev). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface OutboxMail extends OutgoingMail {
  sentAt: string;
}

export function createOutboxMailer(
  db: Queryable,
  clock: Clock,
  print: ((text: string) => void) | null,
): Mailer {
  return {
    async send(mail) {
      await db.query(
        'insert into outbox_mails (to_address, subject, body_text, links, sent_at) values ($1, $2, $3, $4::jsonb, $5)',
        [mail.to, mail.subject, mail.text, JSON.stringify(mail.links), clock()],
      );
      print?.(`\n✉  Para: ${mail.to}\n   Asunto: ${mail.subject}\n${mail.text.replace(/^/gm, '   ')}\n`);
    },
  };
}

/** The outbox, newest first. */
export async function listOutbox(db: Queryable, limit = 200): Promise<OutboxMail[]> {
  const rows = await db.query<{
    to_address: string;
    subject: string;
    body_text: string;
    links: string[];
    sent_at: Date;
  }>(
    `select to_address, subject, body_text, links, sent_at from outbox_mails
      order by sent_at desc, outbox_mail_id desc limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    to: row.to_address,
    subject: row.subject,
    text: row.body_text,
    links: row.links,
    sentAt: row.sent_at.toISOString(),
  }));
}
