import type { FastifyRequest } from 'fastify';
import { findCompany } from '../companies/company-store.js';
import { invalidInput, type FieldError, orNotFound } from '../domain-errors.js';
import { Code, fail, ok } from '../http/envelope.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { messages } from '../messages.js';
import type { Services } from '../services.js';
import { admit, type ThrottleName } from '../throttle/event-throttle.js';

/** A contact form of the portal, already read: its faults, its limit per address, its mail and its words. */
export interface ContactForm {
  errors: FieldError[];
  throttle: ThrottleName;
  mail: (companyMailbox: string) => OutgoingMail;
  logLine: string;
  failed: string;
  sent: string;
}

/**
 * Sends a contact form to the sender's company's mailbox (the default company's for a visitor), once it is
 * valid and the sender's address is within its limit; a mail that cannot be sent is a failure, not an error.
 */
export async function mailCompany(
  { db, clock, mailer, companyOf }: Services,
  request: FastifyRequest,
  form: ContactForm,
) {
  if (form.errors.length > 0) throw invalidInput(form.errors);
  const company = orNotFound(await findCompany(db, companyOf(request.user)), messages.companyNotFound);
  if (!(await admit(db, form.throttle, request.ip, clock()))) {
    return fail(Code.tooManyAttempts, messages.tooManyMessages);
  }
  try {
    await mailer.send(form.mail(company.contact_email));
  } catch (error) {
    request.log.error({ err: error }, form.logLine);
    return fail(Code.failure, form.failed);
  }
  return ok(null, form.sent);
}
