import { describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { contactHref, contactText } from '@/features/community/contact-link';

const contact = (
  over: Partial<components['schemas']['GenericContactInfo']>,
): components['schemas']['GenericContactInfo'] => ({
  genericContactInfoId: 1,
  genericSectionItemId: 1,
  contactTypeId: 5,
  contactTypeName: 'Spotify',
  contactValue: 'https://open.spotify.com/playlist/37i9dQZF1DX0MLFaUdXnjA?si=abc',
  showValue: true,
  mainContact: false,
  ...over,
});

describe('a community contact', () => {
  it('shows a web address as its site, and leads to all of it', () => {
    const spotify = contact({});
    expect(contactText(spotify)).toBe('Spotify: open.spotify.com');
    expect(contactHref(spotify)).toBe(spotify.contactValue);
    expect(contactText(contact({ contactValue: 'https://www.instagram.com/orgullo' }))).toBe(
      'Spotify: instagram.com',
    );
  });

  it('shows other values as they are, and only its type when the item hides the value', () => {
    expect(contactText(contact({ contactTypeName: 'Teléfono', contactValue: '55 1234 5678' }))).toBe(
      'Teléfono: 55 1234 5678',
    );
    expect(contactText(contact({ showValue: false }))).toBe('Spotify');
  });
});
