import { contactTexts, helpTexts } from '../../domain/contact-form.js';

/** Spanish texts of the /help contact form (spec 001 §8; field rules in docs/decisions/0161). */
export const helpMessages = {
  sent: helpTexts.sent,
  failed: helpTexts.failed,
  name: contactTexts.textMax,
  email: contactTexts.email,
  message: contactTexts.message,
} as const;
