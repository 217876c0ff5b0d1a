import { contactValueProblem } from '../../domain/generic-contacts.js';
import type { GenericContactDraft as Draft } from '../../openapi/generated/schema.js';
import type { FieldError } from '../domain-errors.js';
import { genericMessages as m } from './generic-messages.js';

const FIELD = 'genericContactInfo';
const key = (c: Draft) => `${c.contactTypeId}:${c.contactValue.trim().toLowerCase()}`;

/**
 * The contacts sub-form's rules (spec 002 §4, §5): at least one contact, the first is the main one, only one
 * main, every value filled, fitting its type (domain/generic-contacts.ts) and not repeated. `knownTypes` are the contact types of the catalogue.
 */
export function contactErrors(contacts: readonly Draft[], knownTypes: ReadonlySet<number>): FieldError[] {
  if (contacts.length === 0) return [{ field: FIELD, message: m.noContacts }];
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  contacts.forEach((contact, index) => {
    const field = `${FIELD}.${index}`;
    if (!knownTypes.has(contact.contactTypeId)) errors.push({ field, message: m.contactTypeRequired });
    const problem = contactValueProblem(contact.contactTypeId, contact.contactValue);
    if (contact.contactValue.trim() === '') errors.push({ field, message: m.contactValueRequired });
    else if (knownTypes.has(contact.contactTypeId) && problem) errors.push({ field, message: problem });
    else if (seen.has(key(contact))) errors.push({ field, message: m.duplicate });
    seen.add(key(contact));
  });
  const mains = contacts.filter((c) => c.mainContact).length;
  if (mains === 0) errors.push({ field: FIELD, message: m.noMain });
  else if (mains > 1) errors.push({ field: FIELD, message: m.onlyOneMain });
  else if (!contacts[0]?.mainContact) errors.push({ field: FIELD, message: m.firstMustBeMain });
  return errors;
}
