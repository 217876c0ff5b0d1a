export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Sends e-mail: through SMTP when SMTP_URL is set, otherwise into the outbox folder (outbox-files.ts). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface OutboxMail extends OutgoingMail {
  sentAt: string;
}
