import { CONTACT_MESSAGE_MIN, CONTACT_TEXT_MAX } from '@domain/contact-form';
import { contactMessages } from './contact-messages';

export interface ContactValues {
  subject: string;
  email: string;
  textMessage: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Validation of the footer contact form (spec 000 §5), one rule per field: a message, or null when valid. */
export const contactRules = {
  subject: (value: string) => {
    const subject = value.trim();
    return subject.length > 0 && subject.length <= CONTACT_TEXT_MAX ? null : contactMessages.subject;
  },
  email: (value: string) => (EMAIL.test(value.trim()) ? null : contactMessages.email),
  textMessage: (value: string) =>
    value.trim().length >= CONTACT_MESSAGE_MIN ? null : contactMessages.message,
};
