import type { HolidayItem } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';

/** Active notices of one type whose publication window holds `today`, newest event first. */
export async function publishedBanners(
  db: Queryable,
  companyId: number,
  typeId: number,
  today: string,
): Promise<HolidayItem[]> {
  return db.query<HolidayItem>(
    `select company_holiday_id as "companyHolidayId", image_path as "imagePath", description,
        is_video as "isVideo", iframe, video_path as "videoPath", link, type_id as "typeId"
       from company_holidays
      where company_id = $1 and type_id = $2 and active and start_date <= $3::date and end_date >= $3::date
      order by event_date desc, company_holiday_id desc`,
    [companyId, typeId, today],
  );
}

/** Counts a view of a banner of the company; false when there is no such banner. */
export async function countBannerView(
  db: Queryable,
  companyId: number,
  id: number,
  userId: number | null,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `insert into company_holiday_views (company_holiday_id, user_id, viewed_at)
     select company_holiday_id, $3, $4 from company_holidays where company_id = $1 and company_holiday_id = $2
     returning company_holiday_id`,
    [companyId, id, userId, at],
  );
  return rows.length > 0;
}

/** Notice type 2 of spec 002 §9: the home banner. */
const HOME_BANNER_TYPE = 2;

/** The image of the first banner the company's /home shows, or null when none is published. */
export async function firstHomeBannerImage(
  db: Queryable,
  companyId: number,
  today: string,
): Promise<string | null> {
  const [first] = await publishedBanners(db, companyId, HOME_BANNER_TYPE, today);
  return first?.imagePath ?? null;
}
