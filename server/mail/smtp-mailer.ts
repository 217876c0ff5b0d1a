import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.js';

/** Real delivery through the SMTP relay of SMTP_URL (nodemailer pools and retries the connection). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
