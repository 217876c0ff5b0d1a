import type { RewardItem, RewardCategory } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';

/**
 * The filters that offer a reward to person $1 (spec 002 "Reward coupon filters"): active, of their
 * company, for their branch, group and job role (null means all), of an active, visible reward whose
 * category and provider are active.
 */
export const offeredTo = `
  from reward_product_filters f
  join users u on u.user_id = $1 and u.company_id = f.company_id
  join reward_products p on p.reward_product_id = f.reward_product_id
  join reward_categories c on c.reward_category_id = p.reward_category_id
  join reward_providers v on v.reward_provider_id = p.reward_provider_id
 where f.active and p.active and p.is_visible and c.active and v.active
   and (f.branch_office_id is null or f.branch_office_id = u.branch_office_id)
   and (f.department_id is null or f.department_id = u.department_id)
   and (f.job_role_id is null or f.job_role_id = u.job_role_id)`;

/** Unused coupons of a reward for a company, valid on day $2. */
export const freeCoupons = (product: string, company: string) =>
  `(select count(*)::int from reward_coupons rc
     where rc.reward_product_id = ${product} and rc.company_id = ${company} and rc.redeemed_at is null
       and $2::date between rc.start_date and rc.end_date)`;

const itemSelect = `
  select f.reward_product_filter_id as "rewardProductFilterId", p.reward_product_id as "rewardProductId",
         p.title, p.description, f.points, p.url_image as "urlImage", c.reward_category_id as "rewardCategoryId",
         c.description as "rewardCategoryDescription", v.business_name as "providerName",
         p.pop_up_text as "popUpText", p.restriction,
         least(f.filter_stock, ${freeCoupons('p.reward_product_id', 'f.company_id')}) as stock
  ${offeredTo}
    and ($3::int = 0 or c.reward_category_id = $3)`;

/** The rewards offered to a person, by category (0: all), cheapest first. */
export async function offeredRewards(
  db: Queryable,
  userId: number,
  today: string,
  categoryId: number,
): Promise<RewardItem[]> {
  return db.query<RewardItem>(`${itemSelect} order by f.points, p.title, f.reward_product_filter_id`, [
    userId,
    today,
    categoryId,
  ]);
}

/** The newest rewards offered to a person (the detail slider and the home teaser). */
export async function latestRewards(
  db: Queryable,
  userId: number,
  today: string,
  categoryId: number,
  limit = 10,
): Promise<RewardItem[]> {
  return db.query<RewardItem>(
    `${itemSelect} order by p.reward_product_id desc, f.reward_product_filter_id desc limit ${Math.trunc(limit)}`,
    [userId, today, categoryId],
  );
}

/** Categories holding at least one reward offered to the person. */
export async function offeredCategories(db: Queryable, userId: number): Promise<RewardCategory[]> {
  return db.query<RewardCategory>(
    `select distinct c.reward_category_id as "rewardCategoryId", c.description, c.url_icon as "urlIcon"
     ${offeredTo} order by c.description`,
    [userId],
  );
}
