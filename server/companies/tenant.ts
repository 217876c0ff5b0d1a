import type { Queryable } from '../db/database.js';
import { findCompany } from './company-store.js';
import { DEMO_COMPANY_ID } from '../db/seed/demo-company.js';

/**
 * The company a call works on: the signed-in person's, whatever company id the request names; a visitor's is
 * the portal's default company (DEFAULT_COMPANY_ID). docs/decisions/0250-the-session-names-the-company.md.
 */
export function companyOfCaller(caller: { companyId: number } | null, defaultCompanyId: number): number {
  return caller?.companyId ?? defaultCompanyId;
}

/** Stops the start when DEFAULT_COMPANY_ID names no company: visitors would see an empty portal. */
export async function checkDefaultCompany(db: Queryable, companyId: number): Promise<void> {
  if (await findCompany(db, companyId)) return;
  throw new Error(
    `DEFAULT_COMPANY_ID ${companyId} names no company of this portal: start with an existing company's id ` +
      `(the demo company is ${DEMO_COMPANY_ID}; the operator console lists the others)`,
  );
}
