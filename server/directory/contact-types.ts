import type { DirectoryContact as Contact } from '../../openapi/generated/schema.js';

/** Contact types 1 to 8 (spec 001 §3): name, icon and how a value becomes a link. */
const contactTypes: Record<number, { name: string; icon: string; url(value: string): string }> = {
  1: { name: 'Teléfono', icon: 'phone', url: (v) => `tel:${v}` },
  2: { name: 'Correo electrónico', icon: 'email', url: (v) => `mailto:${v}` },
  3: { name: 'Sitio web', icon: 'website', url: (v) => v },
  4: { name: 'LinkedIn', icon: 'linkedin', url: (v) => v },
  5: { name: 'Facebook', icon: 'facebook', url: (v) => v },
  6: { name: 'Twitter', icon: 'twitter', url: (v) => v },
  7: { name: 'Instagram', icon: 'instagram', url: (v) => v },
  8: { name: 'TikTok', icon: 'tiktok', url: (v) => v },
};

export function contactOf(id: number, typeId: number, value: string): Contact {
  const type = contactTypes[typeId] ?? contactTypes[3];
  return {
    directoryContactId: id,
    contactTypeId: typeId,
    contactTypeName: type?.name ?? '',
    contactValue: value,
    iconImage: type?.icon ?? '',
    urlString: type?.url(value) ?? value,
  };
}
