import type { CourseItem, AdminCourse, CourseFile } from '../../openapi/generated/schema.js';
import { visibleToUser } from '../audience/audience-store.js';
import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

type MediaType = 1 | 2 | 3;

/** Entity type of course attachments in the storage keys (entityId, entityTypeId, sequence). */
export const COURSE_ENTITY_TYPE = 3;

export const courseTypeNames: Record<MediaType, string> = {
  1: 'Archivo adjunto',
  2: 'Enlace',
  3: 'Video de YouTube',
};

export interface CourseChange {
  courseMediaTypeId: MediaType;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  reward: number;
  urlMedia: string | null;
}

export interface StoredCourseFile {
  fileName: string;
  path: string;
}

interface CourseRow extends CourseChange {
  courseId: number;
  calendarEvent: boolean;
  active: boolean;
}

const COLUMNS = `c.course_id as "courseId", c.course_media_type_id as "courseMediaTypeId", c.name,
  c.description, c.start_date as "startDate", c.end_date as "endDate", c.reward, c.url_media as "urlMedia",
  c.calendar_event as "calendarEvent", c.active`;

/** Courses a person may see today: active, within their dates and aimed at them (or at everyone). */
const VISIBLE = `c.company_id = $1 and c.active and c.start_date <= $3::date and c.end_date >= $3::date
  and ${visibleToUser('course', 'c.course_id', '$2::int')}`;

async function filesOf(db: Queryable, ids: number[]): Promise<Map<number, CourseFile[]>> {
  const rows = ids.length
    ? await db.query<{ courseId: number; sequence: number; fileName: string; path: string }>(
        `select course_id as "courseId", sequence, file_name as "fileName", path from course_files
          where course_id = any($1::int[]) order by course_id, sequence`,
        [ids],
      )
    : [];
  const byCourse = new Map<number, CourseFile[]>();
  for (const row of rows) {
    const list = byCourse.get(row.courseId) ?? [];
    list.push({
      entityId: row.courseId,
      entityTypeId: COURSE_ENTITY_TYPE,
      sequence: row.sequence,
      fileName: row.fileName,
      path: row.path,
    });
    byCourse.set(row.courseId, list);
  }
  return byCourse;
}

async function asItems(db: Queryable, rows: (CourseRow & { isCompleted: boolean })[]): Promise<CourseItem[]> {
  const files = await filesOf(
    db,
    rows.map((r) => r.courseId),
  );
  return rows.map((row) => {
    const courseFiles = files.get(row.courseId) ?? [];
    return {
      courseId: row.courseId,
      name: row.name,
      description: row.description,
      fileName: courseFiles[0]?.fileName ?? null,
      path: courseFiles[0]?.path ?? null,
      urlMedia: row.urlMedia,
      courseMediaTypeId: row.courseMediaTypeId,
      courseFiles,
      isCompleted: row.isCompleted,
    };
  });
}

const COMPLETED = `exists (select 1 from course_completions cc where cc.course_id = c.course_id and cc.user_id = $2)
  as "isCompleted"`;

export async function listVisibleCourses(
  db: Queryable,
  companyId: number,
  userId: number,
  today: string,
  limit?: number,
): Promise<CourseItem[]> {
  const rows = await db.query<CourseRow & { isCompleted: boolean }>(
    `select ${COLUMNS}, ${COMPLETED} from courses c where ${VISIBLE}
      order by c.start_date desc, c.course_id desc ${limit ? `limit ${Math.trunc(limit)}` : ''}`,
    [companyId, userId, today],
  );
  return asItems(db, rows);
}

export function findVisibleCourse(
  db: Queryable,
  companyId: number,
  userId: number,
  today: string,
  courseId: number,
) {
  return firstRow<CourseRow>(db, `select ${COLUMNS} from courses c where ${VISIBLE} and c.course_id = $4`, [
    companyId,
    userId,
    today,
    courseId,
  ]);
}

export async function listCompletedCourses(db: Queryable, companyId: number, userId: number) {
  const rows = await db.query<CourseRow & { isCompleted: boolean }>(
    `select ${COLUMNS}, true as "isCompleted" from courses c
       join course_completions cc on cc.course_id = c.course_id and cc.user_id = $2
      where c.company_id = $1 order by cc.completed_at desc, c.course_id desc`,
    [companyId, userId],
  );
  return asItems(db, rows);
}

/** Records the first completion with the reward it earned; false when it was already completed. */
export async function recordCompletion(
  db: Queryable,
  courseId: number,
  userId: number,
  reward: number,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `insert into course_completions (course_id, user_id, reward, completed_at) values ($1, $2, $3, $4)
     on conflict (course_id, user_id) do nothing returning 1`,
    [courseId, userId, reward, at],
  );
  return rows.length > 0;
}

export async function showsRecommendations(db: Queryable, userId: number): Promise<boolean> {
  const row = await firstRow<{ show: boolean }>(
    db,
    'select show_recommendations as show from recommendation_flags where user_id = $1',
    [userId],
  );
  return row?.show ?? true;
}

export async function setRecommendationFlag(db: Queryable, userId: number, show: boolean): Promise<void> {
  await db.query(
    `insert into recommendation_flags (user_id, show_recommendations) values ($1, $2)
     on conflict (user_id) do update set show_recommendations = excluded.show_recommendations`,
    [userId, show],
  );
}

async function asAdmin(db: Queryable, rows: CourseRow[]): Promise<AdminCourse[]> {
  const ids = rows.map((r) => r.courseId);
  const files = await filesOf(db, ids);
  const audience = ids.length
    ? await db.query<{ itemId: number; userId: number }>(
        `select item_id as "itemId", user_id as "userId" from item_audiences
          where item_kind = 'course' and item_id = any($1::int[]) order by user_id`,
        [ids],
      )
    : [];
  return rows.map((row) => ({
    ...row,
    courseMediaTypeName: courseTypeNames[row.courseMediaTypeId],
    files: files.get(row.courseId) ?? [],
    users: audience.filter((a) => a.itemId === row.courseId).map((a) => a.userId),
  }));
}

export async function listAdminCourses(db: Queryable, companyId: number): Promise<AdminCourse[]> {
  const rows = await db.query<CourseRow>(
    `select ${COLUMNS} from courses c where c.company_id = $1 order by c.course_id desc`,
    [companyId],
  );
  return asAdmin(db, rows);
}

export async function pageAdminCourses(
  db: Queryable,
  companyId: number,
  pageIndex: number,
  elements: number,
  typeId: number | undefined,
): Promise<{ list: AdminCourse[]; totalPages: number }> {
  const filter = 'c.company_id = $1 and ($2::int is null or c.course_media_type_id = $2)';
  const count = await firstRow<{ total: number }>(
    db,
    `select count(*)::int as total from courses c where ${filter}`,
    [companyId, typeId ?? null],
  );
  const rows = await db.query<CourseRow>(
    `select ${COLUMNS} from courses c where ${filter} order by c.course_id desc limit $3 offset $4`,
    [companyId, typeId ?? null, elements, (pageIndex - 1) * elements],
  );
  return { list: await asAdmin(db, rows), totalPages: Math.ceil((count?.total ?? 0) / elements) };
}

export async function findAdminCourse(db: Queryable, companyId: number, id: number) {
  const rows = await db.query<CourseRow>(
    `select ${COLUMNS} from courses c where c.company_id = $1 and c.course_id = $2`,
    [companyId, id],
  );
  const [course] = await asAdmin(db, rows);
  return course;
}

/** A course's own columns, in the order insertCourse and updateCourse write them. */
const courseValues = (change: CourseChange) => [
  change.courseMediaTypeId,
  change.name,
  change.description,
  change.startDate,
  change.endDate,
  change.reward,
  change.urlMedia,
];

export async function insertCourse(
  db: Queryable,
  companyId: number,
  change: CourseChange,
  calendarEvent: boolean,
  createdBy: number,
  at: Date,
): Promise<number> {
  const row = await firstRow<{ id: number }>(
    db,
    `insert into courses (company_id, course_media_type_id, name, description, start_date, end_date, reward,
       url_media, calendar_event, created_by, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning course_id as id`,
    [companyId, ...courseValues(change), calendarEvent, createdBy, at],
  );
  return row?.id as number;
}

export async function updateCourse(db: Queryable, id: number, change: CourseChange): Promise<void> {
  await db.query(
    `update courses set course_media_type_id = $2, name = $3, description = $4, start_date = $5,
       end_date = $6, reward = $7, url_media = $8 where course_id = $1`,
    [id, ...courseValues(change)],
  );
}

/** Replaces a course's files; returns the paths it had. */
export async function replaceCourseFiles(
  db: Queryable,
  id: number,
  files: StoredCourseFile[],
): Promise<string[]> {
  const old = await db.query<{ path: string }>(
    'delete from course_files where course_id = $1 returning path',
    [id],
  );
  for (const [index, file] of files.entries()) {
    await db.query(
      'insert into course_files (course_id, sequence, file_name, path) values ($1, $2, $3, $4)',
      [id, index + 1, file.fileName, file.path],
    );
  }
  return old.map((row) => row.path);
}

export async function deactivateCourse(db: Queryable, id: number): Promise<void> {
  await db.query('update courses set active = false where course_id = $1', [id]);
}

export function findCourseFile(db: Queryable, companyId: number, courseId: number, sequence: number) {
  return firstRow<StoredCourseFile>(
    db,
    `select f.file_name as "fileName", f.path from course_files f join courses c on c.course_id = f.course_id
      where c.company_id = $1 and f.course_id = $2 and f.sequence = $3`,
    [companyId, courseId, sequence],
  );
}
