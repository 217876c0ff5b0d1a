import type { Option } from '../../openapi/generated/schema.js';
import type { Database, Queryable } from '../db/database.js';

export interface CouponLoad {
  rewardProductId: number;
  companyId: number;
  startDate: string;
  endDate: string;
  numbers: string[];
  now: Date;
}

/**
 * Inserts the numbers in one transaction; a number already loaded for the reward (or repeated in the file)
 * is left out and counted, so loading the same file twice adds nothing.
 */
export async function loadCoupons(
  db: Database,
  load: CouponLoad,
): Promise<{ loaded: number; duplicates: number }> {
  const unique = [...new Set(load.numbers)];
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx.query(
      `insert into reward_coupons (reward_product_id, company_id, coupon_number, start_date, end_date, loaded_at)
       select $1, $2, number, $3, $4, $5 from unnest($6::text[]) as number
       on conflict (reward_product_id, coupon_number) do nothing
       returning reward_coupon_id`,
      [load.rewardProductId, load.companyId, load.startDate, load.endDate, load.now, unique],
    );
    return rows.length;
  });
  return { loaded: inserted, duplicates: load.numbers.length - inserted };
}

/** Rewards whose coupons may be loaded (active and visible, spec 002 §4) and the active companies. */
export async function couponCatalogs(db: Queryable): Promise<{ rewardProduct: Option[]; company: Option[] }> {
  return {
    rewardProduct: await db.query<Option>(
      `select reward_product_id as value, title_admin as label from reward_products
        where active and is_visible order by title_admin`,
    ),
    company: await db.query<Option>(
      'select company_id as value, company_name as label from companies where active order by company_name',
    ),
  };
}

export async function loadableProduct(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    'select 1 from reward_products where reward_product_id = $1 and active and is_visible',
    [id],
  );
  return rows.length > 0;
}

export async function activeCompany(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('select 1 from companies where company_id = $1 and active', [id]);
  return rows.length > 0;
}
