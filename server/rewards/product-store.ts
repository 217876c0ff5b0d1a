import type { AdminRewardProduct as Product, Option } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { firstRow, numberOf } from '../db/query-rows.js';

/** What the reward form saves; the URLs are those of the files stored (or kept). */
export type ProductFields = Omit<
  Product,
  'rewardProductId' | 'providerName' | 'categoryDescription' | 'stock'
>;

const select = `
  select p.reward_product_id as "rewardProductId", p.title, p.title_admin as "titleAdmin", p.description,
         p.points, p.low_stock as "lowStock", p.pop_up_text as "popUpText", p.url_image as "urlImage",
         p.url_pdf as "urlPdf", p.is_bar_code as "isBarCode", p.is_visible as "isVisible", p.pos_x as "posX",
         p.pos_y as "posY", p.font_size as "fontSize", p.restriction, p.two_validation as "twoValidation",
         p.reward_provider_id as "rewardProviderId", p.reward_category_id as "rewardCategoryId", p.active,
         v.business_name as "providerName", c.description as "categoryDescription",
         (select count(*)::int from reward_coupons rc
           where rc.reward_product_id = p.reward_product_id and rc.redeemed_at is null) as stock
    from reward_products p
    join reward_providers v on v.reward_provider_id = p.reward_provider_id
    join reward_categories c on c.reward_category_id = p.reward_category_id`;

export const listProducts = (db: Queryable) =>
  db.query<Product>(`${select} order by p.reward_product_id desc`);

export function findProduct(db: Queryable, id: number) {
  return firstRow<Product>(db, `${select} where p.reward_product_id = $1`, [id]);
}

const columns = (f: ProductFields) => [
  f.title,
  f.titleAdmin,
  f.description,
  f.points,
  f.lowStock,
  f.popUpText,
  f.urlImage,
  f.urlPdf,
  f.isBarCode,
  f.isVisible,
  f.posX,
  f.posY,
  f.fontSize,
  f.restriction,
  f.twoValidation,
  f.rewardProviderId,
  f.rewardCategoryId,
  f.active,
];

export async function insertProduct(db: Queryable, fields: ProductFields): Promise<number> {
  return numberOf(
    db,
    `insert into reward_products (title, title_admin, description, points, low_stock, pop_up_text, url_image,
       url_pdf, is_bar_code, is_visible, pos_x, pos_y, font_size, restriction, two_validation,
       reward_provider_id, reward_category_id, active)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     returning reward_product_id as value`,
    columns(fields),
  );
}

export async function updateProduct(db: Queryable, id: number, fields: ProductFields): Promise<void> {
  await db.query(
    `update reward_products set title = $1, title_admin = $2, description = $3, points = $4, low_stock = $5,
       pop_up_text = $6, url_image = $7, url_pdf = $8, is_bar_code = $9, is_visible = $10, pos_x = $11,
       pos_y = $12, font_size = $13, restriction = $14, two_validation = $15, reward_provider_id = $16,
       reward_category_id = $17, active = $18
     where reward_product_id = $19`,
    [...columns(fields), id],
  );
}

export async function deactivateProduct(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    'update reward_products set active = false where reward_product_id = $1 returning 1',
    [id],
  );
  return rows.length > 0;
}

/** Swaps the product's test coupon URL and returns the previous one (to free its file). */
export async function swapTestCoupon(db: Queryable, id: number, url: string): Promise<string | null> {
  const row = await firstRow<{ old: string | null }>(
    db,
    `update reward_products p set test_coupon_url = $2
       from (select test_coupon_url from reward_products where reward_product_id = $1) old
      where p.reward_product_id = $1 returning old.test_coupon_url as old`,
    [id, url],
  );
  return row?.old ?? null;
}

const activeOptions = (table: string, id: string, label: string) =>
  `select ${id} as value, ${label} as label from ${table} where active order by ${label}`;

export async function productCatalogs(
  db: Queryable,
): Promise<{ rewardProvider: Option[]; rewardCategory: Option[] }> {
  return {
    rewardProvider: await db.query<Option>(
      activeOptions('reward_providers', 'reward_provider_id', 'business_name'),
    ),
    rewardCategory: await db.query<Option>(
      activeOptions('reward_categories', 'reward_category_id', 'description'),
    ),
  };
}

export async function isActive(db: Queryable, table: 'reward_providers' | 'reward_categories', id: number) {
  const key = table === 'reward_providers' ? 'reward_provider_id' : 'reward_category_id';
  const rows = await db.query(`select 1 from ${table} where ${key} = $1 and active`, [id]);
  return rows.length > 0;
}
