import type { Queryable } from '../db/database.js';
import { flagUrl } from './flag-url.js';

/** The simple id/description catalogues of the registration form. */
const catalogTables = {
  maritalStatus: { table: 'marital_statuses', id: 'marital_status_id' },
  nationality: { table: 'nationalities', id: 'nationality_id' },
  countryState: { table: 'country_states', id: 'country_state_id' },
} as const;

export type CatalogName = keyof typeof catalogTables;

export async function listCatalog(
  db: Queryable,
  name: CatalogName,
): Promise<{ id: number; description: string }[]> {
  const { table, id } = catalogTables[name];
  return db.query(`select ${id} as id, description from ${table} order by ${id}`);
}

export async function catalogHas(db: Queryable, name: CatalogName, value: number): Promise<boolean> {
  const { table, id } = catalogTables[name];
  const rows = await db.query(`select 1 from ${table} where ${id} = $1`, [value]);
  return rows.length === 1;
}

export async function listGenderIdentities(db: Queryable, companyId: number) {
  const rows = await db.query<{ gender_identity_id: number; gender_name: string; flag_file: string }>(
    `select gender_identity_id, gender_name, flag_file from gender_identities
      where company_id = $1 order by sort_order, gender_identity_id`,
    [companyId],
  );
  return rows.map((row) => ({
    genderIdentityId: row.gender_identity_id,
    genderName: row.gender_name,
    identityFlagName: flagUrl(row.flag_file),
  }));
}

export async function genderIdentityExists(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const rows = await db.query(
    'select 1 from gender_identities where company_id = $1 and gender_identity_id = $2',
    [companyId, id],
  );
  return rows.length === 1;
}
