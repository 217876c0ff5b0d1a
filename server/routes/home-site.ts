import { CONTACT_MESSAGE_MIN, CONTACT_TEXT_MAX } from '../../domain/contact-form.js';
import { isEmail, normalizeEmail } from '../auth/input-rules.js';
import { mailCompany } from '../home/company-contact.js';
import { ok } from '../http/envelope.js';
import { contactMail } from '../mail/templates.js';
import { messages } from '../messages.js';
import type { Services } from '../services.js';
import { insertPixelEvent } from '../site/pixel-store.js';
import type { BodyOf, HandlerMap } from './handler.js';
import type { FieldError } from '../domain-errors.js';

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
export function homeSiteHandlers(services: Services) {
  const { db, clock } = services;
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

    contactUs: ({ body, params, request }) =>
      mailCompany(services, request, {
        errors: contactErrors(body),
        throttle: 'contactPerAddress',
        mail: (mailbox) =>
          contactMail(
            mailbox,
            params.product,
            normalizeEmail(body.email),
            body.subject.trim(),
            body.textMessage.trim(),
          ),
        logLine: 'contact mail failed',
        failed: messages.contactFailed,
        sent: messages.contactSent,
      }),
  } satisfies Partial<HandlerMap>;
}
