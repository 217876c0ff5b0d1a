import { CONTACT_MESSAGE_MIN, CONTACT_TEXT_MAX } from '@domain/contact-form';
import { helpMessages } from './messages';

export interface HelpValues {
  name: string;
  businessName: string;
  email: string;
  message: string;
}

const e = helpMessages.errors;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client checks for comfort; the gateway applies the same rules (docs/decisions/0161). */
export const helpRules = {
  name: (v: string) => (v.trim() === '' || v.trim().length > CONTACT_TEXT_MAX ? e.name : null),
  businessName: (v: string) => (v.trim().length > 100 ? e.businessName : null),
  email: (v: string) => (EMAIL.test(v.trim()) ? null : e.email),
  message: (v: string) => (v.trim().length < CONTACT_MESSAGE_MIN ? e.message : null),
};
