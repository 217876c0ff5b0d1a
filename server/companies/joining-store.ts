import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

/** The active company taking registrations whose own e-mail domain is exactly `domain` (lower-case). */
export async function findJoinableCompanyByDomain(
  db: Queryable,
  domain: string,
): Promise<{ company_id: number; company_name: string } | undefined> {
  return firstRow<{ company_id: number; company_name: string }>(
    db,
    `select company_id, company_name from companies
      where lower(corporate_domain) = $1 and active and activate_registration order by company_id limit 1`,
    [domain],
  );
}
