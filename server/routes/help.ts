import { findCompany } from '../companies/company-store.js';
import { invalidInput, NotFound } from '../domain-errors.js';
import { helpContactErrors, helpContactMail } from '../home/help-contact.js';
import { helpMessages as m } from '../home/help-messages.js';
import { Code, fail, ok } from '../http/envelope.js';
import { messages } from '../messages.js';
import type { Services } from '../services.js';
import { admit } from '../throttle/event-throttle.js';
import type { HandlerMap } from './handler.js';

/** The /help contact form: a real e-mail to the sender's company's mailbox (the default one for a visitor). */
export function helpHandlers({ db, clock, mailer, companyOf }: Services) {
  return {
    async helpContact({ body, request }) {
      const errors = helpContactErrors(body);
      if (errors.length > 0) throw invalidInput(errors);
      const company = await findCompany(db, companyOf(request.user));
      if (!company) throw new NotFound(messages.companyNotFound);
      if (!(await admit(db, 'helpPerAddress', request.ip, clock()))) {
        return fail(Code.tooManyAttempts, messages.tooManyMessages);
      }
      try {
        await mailer.send(helpContactMail(company.contact_email, body));
      } catch (error) {
        request.log.error({ err: error }, 'help contact mail failed');
        return fail(Code.failure, m.failed);
      }
      return ok(null, m.sent);
    },
  } satisfies Partial<HandlerMap>;
}
