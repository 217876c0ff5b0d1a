import type { components } from '../../openapi/generated/schema.js';
import { isEmail, isPhone } from '../../domain/directory.js';
import type { FieldError } from '../domain-errors.js';
import { directoryMessages } from './directory-messages.js';

type Form = Omit<components['schemas']['DirectoryForm'], 'ContactImage'>;

const f = directoryMessages.field;
const WEB = /^https?:\/\/\S+$/i;
/** The social and web fields of the form and their contact types (spec 001 §3). */
const webContactFields = [
  ['Website', 3],
  ['Linkedin', 4],
  ['Facebook', 5],
  ['Twitter', 6],
  ['Instagram', 7],
  ['Tiktok', 8],
] as const;

const text = (value: string | undefined) => (value ?? '').trim();

/** The rules of spec 001 §5 "Directory registration" that need no database. */
export function entryFieldErrors(form: Form): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  if (text(form.FullName).length < 3) add('FullName', f.minThree);
  if (!isEmail(text(form.Email))) add('Email', f.email);
  if (!isPhone(text(form.Phone))) add('Phone', f.phone);
  if (text(form.SecondPhone) && !isPhone(text(form.SecondPhone))) add('SecondPhone', f.phone);
  if (text(form.Location).length < 3) add('Location', f.minThree);
  if (!text(form.DirectoryDescription)) add('DirectoryDescription', f.required);
  for (const [field] of webContactFields) {
    if (text(form[field]) && !WEB.test(text(form[field]))) add(field, f.web);
  }
  return errors;
}

/** The entry's contacts: phone, second phone, e-mail, then the web and social addresses given. */
export function contactsOf(form: Form): [type: number, value: string][] {
  const contacts: [number, string][] = [[1, text(form.Phone)]];
  if (text(form.SecondPhone)) contacts.push([1, text(form.SecondPhone)]);
  contacts.push([2, text(form.Email)]);
  for (const [field, type] of webContactFields) {
    if (text(form[field])) contacts.push([type, text(form[field])]);
  }
  return contacts;
}
