import type { Queryable } from '../db/database.js';
import { orNotFound } from '../domain-errors.js';
import { messages } from '../messages.js';
import { findBranding } from './company-store.js';

/** A company's branding as its pages read it; every company gets one when it is created. */
export async function companyBranding(db: Queryable, companyId: number) {
  const branding = orNotFound(await findBranding(db, companyId), messages.companyNotFound);
  return {
    companyCustomizeId: branding.company_customize_id,
    companyId: branding.company_id,
    companyName: branding.company_name,
    companyLogo: branding.company_logo,
    primaryColor: branding.primary_color,
    secondaryColor: branding.secondary_color,
  };
}
