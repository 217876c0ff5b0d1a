import { ContactType } from '@domain/generic-contacts';
import type { components } from '@openapi/schema';

type Contact = components['schemas']['GenericContactInfo'];

/** Where a contact leads: a call, an e-mail or its address (contact types of GET /backoffice/GetGenericItemContactTypes). */
export function contactHref(contact: Contact): string | null {
  const value = contact.contactValue.trim();
  if (contact.contactTypeId === ContactType.phone) return `tel:${value.replace(/\s+/g, '')}`;
  if (contact.contactTypeId === ContactType.email) return `mailto:${value}`;
  return /^https?:\/\//.test(value) ? value : null;
}

/**
 * What a contact's link says: its type, and its value when the item shows it. A web address is shown as its
 * site ('open.spotify.com'), not as a long URL that breaks mid-word on a card; the link still leads to all of it.
 */
export function contactText(contact: Contact): string {
  if (!contact.showValue) return contact.contactTypeName;
  const value = contact.contactValue.trim();
  return `${contact.contactTypeName}: ${siteOf(value) ?? value}`;
}

function siteOf(value: string): string | undefined {
  if (!/^https?:\/\//.test(value)) return undefined;
  try {
    return new URL(value).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}
