import { isStrongPassword } from '@domain/password';
import { companyMessages as m } from './messages';

/** Spec 002 §5 "Company", checked in the form for comfort; the gateway's contract holds the same rules. */
const LETTERS = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]+( [A-Za-zÁÉÍÓÚÜÑáéíóúüñ]+)*$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const lettersOnly = (v: string) => (!v ? m.required : LETTERS.test(v) ? null : m.lettersOnly);
export const officePhone = (v: string) => (!v ? m.required : /^\d{10}$/.test(v) ? null : m.phoneDigits);
export const otherPhone = (v: string) => (/^\d{0,10}$/.test(v) ? null : m.phoneMax);
export const domain = (v: string) => (v.trim() ? null : m.required);
export const hrEmail = (v: string) => (!v ? m.required : EMAIL.test(v.trim()) ? null : m.emailFormat);

/** The registration password rules of spec 000 §5: 8+ characters, upper, lower, digit and symbol. */
export function strongPassword(v: string): string | null {
  return !v ? m.required : isStrongPassword(v) ? null : m.passwordRules;
}
