import { mailCompany } from '../home/company-contact.js';
import { helpContactErrors, helpContactMail } from '../home/help-contact.js';
import { helpMessages as m } from '../home/help-messages.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** The /help contact form: a real e-mail to the sender's company's mailbox (the default one for a visitor). */
export function helpHandlers(services: Services) {
  return {
    helpContact: ({ body, request }) =>
      mailCompany(services, request, {
        errors: helpContactErrors(body),
        throttle: 'helpPerAddress',
        mail: (mailbox) => helpContactMail(mailbox, body),
        logLine: 'help contact mail failed',
        failed: m.failed,
        sent: m.sent,
      }),
  } satisfies Partial<HandlerMap>;
}
