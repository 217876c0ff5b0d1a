import { CONTACT_MESSAGE_MIN, CONTACT_TEXT_MAX } from '../../domain/contact-form.js';
import { isEmail, normalizeEmail } from '../auth/input-rules.js';
import { findCompany } from '../companies/company-store.js';
import { Code, fail, ok } from '../http/envelope.js';
import { contactMail } from '../mail/templates.js';
import { messages } from '../messages.js';
import type { Services } from '../services.js';
import { insertPixelEvent } from '../site/pixel-store.js';
import { admit } from '../throttle/event-throttle.js';
import type { BodyOf, HandlerMap } from './handler.js';
import { invalidInput, NotFound, type FieldError } from '../domain-errors.js';

function contactErrors(body: BodyOf<'contactUs'>): FieldError[] {
  const errors: FieldError[] = [];
  const subject = body.subject.trim();
  if (!subject || subject.length > CONTACT_TEXT_MAX) {
    errors.push({ field: 'subject', message: messages.field.contactSubject });
  }
  if (!isEmail(normalizeEmail(body.email)))
    errors.push({ field: 'email', message: messages.field.contactEmail });
  if (body.textMessage.trim().length < CONTACT_MESSAGE_MIN) {
    errors.push({ field: 'textMessage', message: messages.field.contactMessage });
  }
  return errors;
}

/** Tracking pixel events and the footer contact form. */
export function homeSiteHandlers({ db, clock, mailer, companyOf }: Services) {
  return {
    async pixelTrack({ body, request }) {
      const event = {
        userId: request.user?.userId ?? null,
        type: body.type,
        pixelData: body.pixelData ?? null,
        url: body.url,
      };
      await insertPixelEvent(db, event, clock());
      return ok(null, messages.tracked);
    },

    async contactUs({ body, params, request }) {
      const errors = contactErrors(body);
      if (errors.length > 0) throw invalidInput(errors);
      const company = await findCompany(db, companyOf(request.user));
      if (!company) throw new NotFound(messages.companyNotFound);
      if (!(await admit(db, 'contactPerAddress', request.ip, clock()))) {
        return fail(Code.tooManyAttempts, messages.tooManyMessages);
      }
      const mail = contactMail(
        company.contact_email,
        params.product,
        normalizeEmail(body.email),
        body.subject.trim(),
        body.textMessage.trim(),
      );
      try {
        await mailer.send(mail);
      } catch (error) {
        request.log.error({ err: error }, 'contact mail failed');
        return fail(Code.failure, messages.contactFailed);
      }
      return ok(null, messages.contactSent);
    },
  } satisfies Partial<HandlerMap>;
}
