import type { Queryable } from '../db/database.js';
import { firstRow, insertedId } from '../db/query-rows.js';

export interface NoticeRow {
  companyHolidayId: number;
  description: string;
  date: string;
  startDate: string;
  endDate: string;
  workingDay: boolean;
  typeId: number;
  isVideo: boolean;
  iframe: string | null;
  link: string | null;
  imagePath: string;
  videoPath: string | null;
  active: boolean;
}

export type NoticeChange = Omit<NoticeRow, 'companyHolidayId' | 'active'>;

const COLUMNS = `company_holiday_id as "companyHolidayId", description, event_date as date,
  start_date as "startDate", end_date as "endDate", working_day as "workingDay", type_id as "typeId",
  is_video as "isVideo", iframe, link, image_path as "imagePath", video_path as "videoPath", active`;

export async function listNotices(db: Queryable, companyId: number): Promise<NoticeRow[]> {
  return db.query<NoticeRow>(
    `select ${COLUMNS} from company_holidays where company_id = $1
      order by active desc, event_date desc, company_holiday_id desc`,
    [companyId],
  );
}

export function findNotice(db: Queryable, companyId: number, id: number) {
  return firstRow<NoticeRow>(
    db,
    `select ${COLUMNS} from company_holidays where company_id = $1 and company_holiday_id = $2`,
    [companyId, id],
  );
}

const values = (n: NoticeChange) => [
  n.description,
  n.date,
  n.startDate,
  n.endDate,
  n.workingDay,
  n.typeId,
  n.isVideo,
  n.iframe,
  n.link,
  n.imagePath,
  n.videoPath,
];

export function insertNotice(db: Queryable, companyId: number, notice: NoticeChange) {
  return insertedId(
    db,
    `insert into company_holidays (company_id, description, event_date, start_date, end_date, working_day, type_id,
       is_video, iframe, link, image_path, video_path)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning company_holiday_id as id`,
    [companyId, ...values(notice)],
    'notice not inserted',
  );
}

export async function updateNotice(db: Queryable, id: number, notice: NoticeChange): Promise<void> {
  await db.query(
    `update company_holidays set description = $2, event_date = $3, start_date = $4, end_date = $5,
       working_day = $6, type_id = $7, is_video = $8, iframe = $9, link = $10, image_path = $11, video_path = $12
      where company_holiday_id = $1`,
    [id, ...values(notice)],
  );
}

export async function deactivateNotice(db: Queryable, id: number): Promise<void> {
  await db.query('update company_holidays set active = false where company_holiday_id = $1', [id]);
}
