import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

export interface Company {
  company_id: number;
  company_name: string;
  corporate_domain: string;
  contact_email: string;
  activate_registration: boolean;
  product_subscription: string;
  /** The operator deactivates companies instead of deleting them; their people cannot sign in meanwhile. */
  active: boolean;
}

export interface CompanyBranding {
  company_customize_id: number;
  company_id: number;
  company_name: string;
  company_logo: string;
  primary_color: string;
  secondary_color: string;
}

export function findCompany(db: Queryable, companyId: number) {
  return firstRow<Company>(db, 'select * from companies where company_id = $1', [companyId]);
}

export function findBranding(db: Queryable, companyId: number) {
  return firstRow<CompanyBranding>(
    db,
    `select cc.company_customize_id, c.company_id, c.company_name, cc.company_logo, cc.primary_color,
            cc.secondary_color
       from companies c join company_customizations cc on cc.company_id = c.company_id
      where c.company_id = $1`,
    [companyId],
  );
}

/**
 * Whether the address is on some company's corporate domain (docs/decisions/0005): known from the address
 * alone, not from accounts.
 */
export async function onCorporateDomain(db: Queryable, email: string): Promise<boolean> {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  const [row] = await db.query('select 1 from companies where lower(corporate_domain) = $1', [domain]);
  return row !== undefined;
}
