import { contactValueProblem } from '@domain/generic-contacts';
import type { components } from '@openapi/schema';
import { genericMessages } from './messages';

export type ContactDraft = components['schemas']['GenericContactDraft'];

const e = genericMessages.errors;
const key = (c: Pick<ContactDraft, 'contactTypeId' | 'contactValue'>) =>
  `${c.contactTypeId}:${c.contactValue.trim().toLowerCase()}`;

/**
 * Adds a contact to the list (spec 002 §4, §5): the value and type are required, the value fits its type
 * (domain/generic-contacts.ts, checked by the gateway too), a repeated value is refused,
 * the first contact is forced to be main and a second main is refused. Returns the new list or the reason.
 */
export function addContact(list: readonly ContactDraft[], draft: ContactDraft): ContactDraft[] | string {
  if (!draft.contactTypeId) return e.typeRequired;
  if (draft.contactValue.trim() === '') return e.valueRequired;
  const misfit = contactValueProblem(draft.contactTypeId, draft.contactValue);
  if (misfit) return misfit;
  if (list.some((c) => key(c) === key(draft))) return e.duplicate;
  if (draft.mainContact && list.some((c) => c.mainContact)) return e.onlyOneMain;
  const contact = {
    ...draft,
    contactValue: draft.contactValue.trim(),
    mainContact: list.length === 0 || draft.mainContact,
  };
  // The main contact leads the list, as the gateway stores it.
  return contact.mainContact ? [contact, ...list] : [...list, contact];
}

/** The rules checked when the publication is saved. */
export function contactListError(list: readonly ContactDraft[]): string | null {
  if (list.length === 0) return e.noContacts;
  if (!list.some((c) => c.mainContact)) return e.noMain;
  return null;
}

/** Removing the main contact makes the first remaining one main. */
export function removeContact(list: readonly ContactDraft[], index: number): ContactDraft[] {
  const rest = list.filter((_, i) => i !== index);
  return rest.some((c) => c.mainContact) ? rest : rest.map((c, i) => ({ ...c, mainContact: i === 0 }));
}
