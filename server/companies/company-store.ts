import type { Queryable } from '../db/database.js';

/** The fixed company of the portal (spec 000 §1). */
export const DEMO_COMPANY_ID = 871;

export interface Company {
  company_id: number;
  company_name: string;
  corporate_domain: string;
  contact_email: string;
  activate_registration: boolean;
  product_subscription: string;
}

export interface CompanyBranding {
  company_customize_id: number;
  company_id: number;
  company_name: string;
  company_logo: string;
  primary_color: string;
  secondary_color: string;
}

export async function findCompany(db: Queryable, companyId: number): Promise<Company | undefined> {
  const [row] = await db.query<Company>('select * from companies where company_id = $1', [companyId]);
  return row;
}

export async function findBranding(db: Queryable, companyId: number): Promise<CompanyBranding | undefined> {
  const [row] = await db.query<CompanyBranding>(
    `select cc.company_customize_id, c.company_id, c.company_name, cc.company_logo, cc.primary_color,
            cc.secondary_color
       from companies c join company_customizations cc on cc.company_id = c.company_id
      where c.company_id = $1`,
    [companyId],
  );
  return row;
}

/** A corporate user signs in with an address on the company's own domain (docs/decisions). */
export function isCorporateEmail(email: string, company: Pick<Company, 'corporate_domain'>): boolean {
  return email.trim().toLowerCase().endsWith(`@${company.corporate_domain.toLowerCase()}`);
}
