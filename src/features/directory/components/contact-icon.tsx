import { LineIcon } from '@/shared/ui';

/** A contact of an unknown type is drawn as a website. */
const WEBSITE = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18';

/** Icons of the contact types (spec 001 §3), drawn here: no icon set is installed. Decorative only. */
const drawings: Record<string, string> = {
  phone: 'M6 3h4l2 5-3 2a12 12 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 4 5a2 2 0 0 1 2-2z',
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  website: WEBSITE,
  linkedin: 'M4 4h16v16H4zM8 10v6M8 7v.5M12 16v-6M12 12a2 2 0 0 1 4 0v4',
  facebook: 'M14 8h2V4h-2a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h2l1-4h-3V8z',
  twitter: 'M4 4l16 16M20 4L4 20',
  instagram:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17 6.5v.5',
  tiktok: 'M14 3v11a3 3 0 1 1-3-3M14 3c0 3 2 5 5 5',
};

export function ContactIcon({ name }: { name: string }) {
  return <LineIcon d={drawings[name] ?? WEBSITE} />;
}
