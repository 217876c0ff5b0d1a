import type { Talk } from '../../openapi/generated/schema.js';
import { visibleToUser } from '../audience/audience-store.js';
import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

interface TalkRow {
  auditorium_id: number;
  title: string;
  conference_date: Date;
  end_date: Date;
  conference_url: string;
  image_path: string;
}

const toTalk = (r: TalkRow): Talk => ({
  eventId: r.auditorium_id,
  data: {
    auditoriumId: r.auditorium_id,
    title: r.title,
    conferenceDate: r.conference_date.toISOString(),
    endDate: r.end_date.toISOString(),
    conferenceUrl: r.conference_url,
  },
  files: [{ path: r.image_path }],
});

/** Who is asking and when: members see their company's published talks aimed at them; visitors the default company's. */
export interface Viewer {
  companyId: number;
  userId: number | null;
  now: Date;
  today: string;
}

const SELECT = `select a.auditorium_id, a.title, a.conference_date, a.end_date, a.conference_url, a.image_path
  from auditoriums a`;
/** $1 company, $2 person (or null), $3 today: published, active and visible to that person. */
const PUBLISHED = `a.company_id = $1 and a.active and a.start_date <= $3::date
  and ${visibleToUser('talk', 'a.auditorium_id', '$2::int')}`;
const base = (v: Viewer) => [v.companyId, v.userId, v.today];

export async function pendingTalks(db: Queryable, v: Viewer): Promise<Talk[]> {
  const rows = await db.query<TalkRow>(
    `${SELECT} where ${PUBLISHED} and a.conference_date > $4
      order by a.conference_date, a.auditorium_id`,
    [...base(v), v.now],
  );
  return rows.map(toTalk);
}

/** Talks whose date has come, newest first; after (lastDate, lastId) when given (keyset paging). */
export async function completeTalks(
  db: Queryable,
  v: Viewer,
  page?: { lastDate: number; lastId: number; elements: number },
): Promise<Talk[]> {
  const after = page && page.lastId > 0 ? [new Date(page.lastDate), page.lastId] : [null, null];
  const rows = await db.query<TalkRow>(
    `${SELECT} where ${PUBLISHED} and a.conference_date <= $4
        and ($5::timestamptz is null or (a.conference_date, a.auditorium_id) < ($5::timestamptz, $6::int))
      order by a.conference_date desc, a.auditorium_id desc limit $7`,
    [...base(v), v.now, ...after, page?.elements ?? null],
  );
  return rows.map(toTalk);
}

/** One talk the viewer may see, whatever its date. */
export async function findTalk(db: Queryable, v: Viewer, id: number): Promise<Talk | undefined> {
  const row = await firstRow<TalkRow>(db, `${SELECT} where ${PUBLISHED} and a.auditorium_id = $4`, [
    ...base(v),
    id,
  ]);
  return row ? toTalk(row) : undefined;
}

/** The newest talk the viewer may see (live, past or next), for the home card. */
export async function latestTalk(db: Queryable, v: Viewer): Promise<Talk | undefined> {
  const row = await firstRow<TalkRow>(
    db,
    `${SELECT} where ${PUBLISHED}
      order by a.conference_date desc, a.auditorium_id desc limit 1`,
    base(v),
  );
  return row ? toTalk(row) : undefined;
}

/** A talk's points and when it starts, for crediting the member who opens it. */
export async function talkReward(
  db: Queryable,
  id: number,
): Promise<{ title: string; reward: number; conferenceDate: Date } | undefined> {
  const row = await firstRow<{ title: string; reward: number; conference_date: Date }>(
    db,
    'select title, reward, conference_date from auditoriums where auditorium_id = $1',
    [id],
  );
  return row && { title: row.title, reward: row.reward, conferenceDate: row.conference_date };
}

export async function insertTalkView(db: Queryable, id: number, userId: number | null, at: Date) {
  await db.query('insert into auditorium_views (auditorium_id, user_id, viewed_at) values ($1, $2, $3)', [
    id,
    userId,
    at,
  ]);
}
