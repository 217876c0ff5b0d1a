import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

/**
 * What a new company starts with, copied from the portal's default company (docs/decisions/0252): the pride
 * flags its people pick in onboarding, the named sections of its generic publications, and its directory
 * categories with their subcategories. Everything else a company owns (groups, settings, surveys, posts,
 * recognition categories, reward filters...) starts empty for its HR to create.
 */
export async function copyStarterData(
  tx: Queryable,
  companyId: number,
  fromCompanyId: number,
): Promise<void> {
  await tx.query(
    `insert into gender_identities (company_id, gender_name, flag_file, sort_order)
     select $1, gender_name, flag_file, sort_order from gender_identities where company_id = $2
      order by sort_order, gender_identity_id`,
    [companyId, fromCompanyId],
  );
  await tx.query(
    `insert into generic_sections (company_id, generic_section_type_id, name)
     select $1, generic_section_type_id, name from generic_sections where company_id = $2`,
    [companyId, fromCompanyId],
  );
  const categories = await tx.query<{ id: number; name: string }>(
    `select category_service_id as id, name from directory_categories where company_id = $1
      order by category_service_id`,
    [fromCompanyId],
  );
  for (const category of categories) {
    const copy = await firstRow<{ id: number }>(
      tx,
      `insert into directory_categories (company_id, name) values ($1, $2)
       returning category_service_id as id`,
      [companyId, category.name],
    );
    await tx.query(
      `insert into directory_sub_categories (category_service_id, name)
       select $1, name from directory_sub_categories where category_service_id = $2
        order by sub_category_service_id`,
      [copy?.id, category.id],
    );
  }
}
