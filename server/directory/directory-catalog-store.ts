import type { components } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

type Schemas = components['schemas'];

export async function listCategories(
  db: Queryable,
  companyId: number,
): Promise<Schemas['ServiceCategory'][]> {
  return db.query(
    `select category_service_id as "categoryServiceId", name from directory_categories
      where company_id = $1 order by name`,
    [companyId],
  );
}

/** Categories that have authorized entries, with how many (the list's filters). */
export async function listCategoryFilters(
  db: Queryable,
  companyId: number,
): Promise<Schemas['ServiceCategory'][]> {
  return db.query(
    `select c.category_service_id as "categoryServiceId", c.name, count(*)::int as quantity
       from directory_categories c join directory_infos d on d.category_service_id = c.category_service_id
      where c.company_id = $1 and d.directory_info_status_id = 2
      group by c.category_service_id, c.name order by c.name`,
    [companyId],
  );
}

/** Subcategories of one of the company's categories; onlyUsed keeps those its authorized entries use. */
export async function listSubCategories(
  db: Queryable,
  companyId: number,
  categoryId: number,
  onlyUsed = false,
): Promise<Schemas['ServiceSubCategory'][]> {
  const used = onlyUsed
    ? `and exists (select 1 from directory_infos d where d.sub_category_service_id = s.sub_category_service_id
         and d.company_id = $2 and d.directory_info_status_id = 2)`
    : '';
  return db.query(
    `select s.sub_category_service_id as "subCategoryServiceId", s.category_service_id as "categoryServiceId",
        s.name from directory_sub_categories s
        join directory_categories c on c.category_service_id = s.category_service_id and c.company_id = $2
      where s.category_service_id = $1 ${used} order by s.name`,
    [categoryId, companyId],
  );
}

/** Names of a category and one of its subcategories of the company, or undefined when they do not match. */
export async function findCategoryPair(
  db: Queryable,
  companyId: number,
  categoryId: number,
  subCategoryId: number,
): Promise<{ category: string; sub: string } | undefined> {
  return firstRow<{ category: string; sub: string }>(
    db,
    `select c.name as category, s.name as sub from directory_categories c
       join directory_sub_categories s on s.category_service_id = c.category_service_id
      where c.company_id = $1 and c.category_service_id = $2 and s.sub_category_service_id = $3`,
    [companyId, categoryId, subCategoryId],
  );
}

export async function listDirectoryTypes(db: Queryable): Promise<Schemas['DirectoryType'][]> {
  const rows = await db.query<{
    directory_type_id: number;
    directory_type_name: string;
    short_description: string;
    description: string;
    monthly_price: string | number;
    benefits: string;
    quantity_image: number;
  }>('select * from directory_types order by monthly_price, directory_type_id');
  return rows.map((r) => ({
    directoryTypeId: r.directory_type_id,
    directoryTypeName: r.directory_type_name,
    shortDescription: r.short_description,
    description: r.description,
    monthlyPrice: Number(r.monthly_price),
    benefits: JSON.parse(r.benefits) as string[],
    quantityImage: r.quantity_image,
  }));
}
