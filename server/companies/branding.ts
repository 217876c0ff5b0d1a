import type { Queryable } from '../db/database.js';
import { NotFound } from '../domain-errors.js';
import { messages } from '../messages.js';
import { findBranding } from './company-store.js';

/** A company's branding as its pages read it; every company gets one when it is created. */
export async function companyBranding(db: Queryable, companyId: number) {
  const branding = await findBranding(db, companyId);
  if (!branding) throw new NotFound(messages.companyNotFound);
  return {
    companyCustomizeId: branding.company_customize_id,
    companyId: branding.company_id,
    companyName: branding.company_name,
    companyLogo: branding.company_logo,
    primaryColor: branding.primary_color,
    secondaryColor: branding.secondary_color,
  };
}
