import { courseTexts } from './messages/billboard.js';
import { fieldTexts } from './messages/common.js';

/** Contact types of the generic publications' catalogue (migration 0017): a phone, an e-mail, then web addresses. */
export const ContactType = { phone: 1, email: 2 } as const;

const TEN_DIGITS = /^\d{10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB = /^https?:\/\/\S+$/;

/**
 * Why a contact's value does not fit its type, or null: a phone is ten digits (spaces and dashes aside), an
 * e-mail an address, and every other type a web address. Checked by the console and by the gateway.
 */
export function contactValueProblem(contactTypeId: number, value: string): string | null {
  const text = value.trim();
  if (contactTypeId === ContactType.phone) {
    return TEN_DIGITS.test(text.replace(/[\s-]/g, '')) ? null : fieldTexts.phone;
  }
  if (contactTypeId === ContactType.email) return EMAIL.test(text) ? null : fieldTexts.email;
  return WEB.test(text) ? null : courseTexts.link;
}
