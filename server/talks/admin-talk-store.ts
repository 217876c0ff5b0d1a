import type { AdminTalk } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { columnOf, firstRow, insertedId } from '../db/query-rows.js';

interface AdminTalkRow {
  auditorium_id: number;
  title: string;
  reward: number;
  conference_url: string;
  start_date: string;
  conference_date: Date;
  end_date: Date;
  duration_hours: number;
  job_role_id: number | null;
  active: boolean;
  image_path: string;
  views: number;
  list_user: number[] | null;
}

const toAdminTalk = (r: AdminTalkRow): AdminTalk => ({
  auditoriumId: r.auditorium_id,
  title: r.title,
  reward: r.reward,
  conferenceUrl: r.conference_url,
  startDate: r.start_date,
  conferenceDate: r.conference_date.toISOString(),
  endDate: r.end_date.toISOString(),
  duration: r.duration_hours,
  jobRoleId: r.job_role_id,
  listUser: r.list_user ?? [],
  active: r.active,
  imagePath: r.image_path,
  views: r.views,
});

const SELECT = `select a.auditorium_id, a.title, a.reward, a.conference_url, a.start_date, a.conference_date,
    a.end_date, a.duration_hours, a.job_role_id, a.active, a.image_path,
    (select count(*)::int from auditorium_views v where v.auditorium_id = a.auditorium_id) as views,
    (select array_agg(ia.user_id order by ia.user_id) from item_audiences ia
      where ia.item_kind = 'talk' and ia.item_id = a.auditorium_id) as list_user
  from auditoriums a`;

export async function listAdminTalks(db: Queryable, companyId: number): Promise<AdminTalk[]> {
  const rows = await db.query<AdminTalkRow>(
    `${SELECT} where a.company_id = $1 order by a.active desc, a.conference_date desc, a.auditorium_id desc`,
    [companyId],
  );
  return rows.map(toAdminTalk);
}

export async function findAdminTalk(
  db: Queryable,
  companyId: number,
  id: number,
): Promise<AdminTalk | undefined> {
  const row = await firstRow<AdminTalkRow>(db, `${SELECT} where a.company_id = $1 and a.auditorium_id = $2`, [
    companyId,
    id,
  ]);
  return row ? toAdminTalk(row) : undefined;
}

export interface TalkChange {
  title: string;
  reward: number;
  conferenceUrl: string;
  startDate: string;
  conferenceDate: Date;
  durationHours: number;
  jobRoleId: number | null;
  imagePath: string;
  active: boolean;
}

const values = (t: TalkChange) => [
  t.title,
  t.reward,
  t.conferenceUrl,
  t.startDate,
  t.conferenceDate,
  t.durationHours,
  new Date(t.conferenceDate.getTime() + t.durationHours * 3_600_000),
  t.jobRoleId,
  t.imagePath,
  t.active,
];

export function insertTalk(db: Queryable, companyId: number, t: TalkChange, at: Date) {
  return insertedId(
    db,
    `insert into auditoriums (title, reward, conference_url, start_date, conference_date, duration_hours, end_date,
       job_role_id, image_path, active, company_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning auditorium_id as id`,
    [...values(t), companyId, at],
    'talk not inserted',
  );
}

export async function updateTalk(db: Queryable, id: number, t: TalkChange): Promise<void> {
  await db.query(
    `update auditoriums set title = $1, reward = $2, conference_url = $3, start_date = $4, conference_date = $5,
       duration_hours = $6, end_date = $7, job_role_id = $8, image_path = $9, active = $10
      where auditorium_id = $11`,
    [...values(t), id],
  );
}

export async function deactivateTalk(db: Queryable, id: number): Promise<void> {
  await db.query('update auditoriums set active = false where auditorium_id = $1', [id]);
}

/** Every active person of the company, whom a talk without an audience is announced to. */
export async function companyPeople(db: Queryable, companyId: number): Promise<number[]> {
  return columnOf<number>(
    db,
    'select user_id as value from users where company_id = $1 and active order by user_id',
    [companyId],
  );
}
