import type { Company } from '../../openapi/generated/schema.js';
import { Roles } from '../../domain/roles.js';
import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

export type CompanyFields = Omit<Company, 'companyId' | 'active'>;

const select = `select company_id as "companyId", company_name as "companyName", business_name as "businessName",
                       corporate_domain as "primeDomain", telephone1, telephone2, active from companies`;

export const listCompanies = (db: Queryable, active: boolean) =>
  db.query<Company>(`${select} where active = $1 order by company_name`, [active]);

export function findCompanyView(db: Queryable, id: number) {
  return firstRow<Company>(db, `${select} where company_id = $1`, [id]);
}

export function findCompanyByDomain(db: Queryable, domain: string) {
  return firstRow<Company>(db, `${select} where lower(corporate_domain) = lower($1)`, [domain]);
}

/** The default branding a new company starts with, until its HR sets its own (spec 002 "Customisation"). */
const DEFAULT_BRANDING = {
  logo: '/files/company/muro-pride-demo.svg',
  primary: '#6f2dbd',
  secondary: '#c2185b',
};

/** A new company with the default branding; its contact mailbox is its HR user's until HR changes it. */
export async function insertCompany(
  db: Queryable,
  fields: CompanyFields,
  contactEmail: string,
): Promise<number> {
  const row = await firstRow<{ id: number }>(
    db,
    `insert into companies (company_id, company_name, business_name, corporate_domain, telephone1, telephone2,
       contact_email) values (nextval('company_ids'), $1, $2, $3, $4, $5, $6) returning company_id as id`,
    [
      fields.companyName,
      fields.businessName,
      fields.primeDomain,
      fields.telephone1,
      fields.telephone2,
      contactEmail,
    ],
  );
  const id = row?.id ?? 0;
  await db.query(
    `insert into company_customizations (company_id, company_logo, primary_color, secondary_color)
     values ($1, $2, $3, $4)`,
    [id, DEFAULT_BRANDING.logo, DEFAULT_BRANDING.primary, DEFAULT_BRANDING.secondary],
  );
  return id;
}

export async function updateCompany(db: Queryable, id: number, fields: CompanyFields, active: boolean) {
  const rows = await db.query(
    `update companies set company_name = $2, business_name = $3, corporate_domain = $4, telephone1 = $5,
       telephone2 = $6, active = $7 where company_id = $1 returning 1`,
    [
      id,
      fields.companyName,
      fields.businessName,
      fields.primeDomain,
      fields.telephone1,
      fields.telephone2,
      active,
    ],
  );
  return rows.length > 0;
}

export async function deactivateCompany(db: Queryable, id: number): Promise<void> {
  await db.query('update companies set active = false where company_id = $1', [id]);
}

export async function domainTaken(db: Queryable, domain: string, exceptId: number): Promise<boolean> {
  const rows = await db.query(
    'select 1 from companies where lower(corporate_domain) = lower($1) and company_id <> $2',
    [domain, exceptId],
  );
  return rows.length > 0;
}

/** The company's first HR user, confirmed; false when the e-mail is already registered. */
export async function insertCompanyHr(
  db: Queryable,
  companyId: number,
  user: { email: string; passwordHash: string; firstName: string; lastName: string },
  createdAt: Date,
): Promise<boolean> {
  const rows = await db.query(
    `insert into users (company_id, email, password_hash, first_name, last_name, role_name, email_confirmed,
       created_at) values ($1, $2, $3, $4, $5, $6, true, $7)
     on conflict (lower(email)) do nothing returning user_id`,
    [companyId, user.email, user.passwordHash, user.firstName, user.lastName, Roles.hr, createdAt],
  );
  return rows.length > 0;
}
