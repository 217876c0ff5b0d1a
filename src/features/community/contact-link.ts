import type { components } from '@openapi/schema';

type Contact = components['schemas']['GenericContactInfo'];

const PHONE = 1;
const EMAIL = 2;

/** Where a contact leads: a call, an e-mail or its address (contact types of GET /backoffice/GetGenericItemContactTypes). */
export function contactHref(contact: Contact): string | null {
  const value = contact.contactValue.trim();
  if (contact.contactTypeId === PHONE) return `tel:${value.replace(/\s+/g, '')}`;
  if (contact.contactTypeId === EMAIL) return `mailto:${value}`;
  return /^https?:\/\//.test(value) ? value : null;
}
