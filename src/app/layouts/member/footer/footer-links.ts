import { paths } from '@/shared/routing';
import { appMessages as t } from '../../../messages';

/** The legal PDFs in public/ (spec 000 §1). */
export const legalLinks = [
  { label: t.legalLinks.safeEnvironment, href: paths.documents.safeEnvironment },
  { label: t.legalLinks.privacyNotice, href: paths.documents.privacyNotice },
  { label: t.legalLinks.terms, href: paths.documents.terms },
] as const;

/** Social networks named in spec 000 §9. */
export const socialLinks = [
  { label: 'Facebook', href: 'https://www.facebook.com/muropride' },
  { label: 'Instagram', href: 'https://www.instagram.com/muropride' },
  { label: 'Twitter', href: 'https://twitter.com/muropride' },
  { label: 'YouTube', href: 'https://www.youtube.com/@muropride' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/muropride' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@muropride' },
] as const;
