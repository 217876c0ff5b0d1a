import { contactTexts } from '@domain/contact-form';

/** The contact form's texts (spec 000 §5 and §8). */
export const contactMessages = {
  subject: contactTexts.textMax,
  email: contactTexts.email,
  message: contactTexts.message,
  sent: contactTexts.sent,
  failed: contactTexts.failed,
  tooMany: contactTexts.tooMany,
} as const;
