import type { CompanyPost, StorageFile } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { columnOf, firstRow } from '../db/query-rows.js';
import { visibleToUser } from '../audience/audience-store.js';
import type { RichDoc } from '../../domain/rich-text.js';

/** Who is reading: a member (their company and id) or a visitor of the portal's company (userId null). */
export interface Reader {
  companyId: number;
  userId: number | null;
  timeZone: string;
}

interface PostRow {
  company_post_id: number;
  category_id: number;
  post_type: number;
  title: string;
  subtitle: string | null;
  publish_date: Date;
  writer: string;
  body: RichDoc | null;
  url_image: string | null;
  icon_path: string | null;
  is_read: boolean;
  liked: boolean;
  total_likes: number;
  total_views: number;
  total_comments: number;
  gallery_image_count: number;
}

/** A post is seen through its audience: articles under kind 'post', galleries under 'gallery'. */
const VISIBLE = `((p.post_type = 0 and ${visibleToUser('post', 'p.company_post_id', '$2::int')})
  or (p.post_type = 1 and ${visibleToUser('gallery', 'p.company_post_id', '$2::int')}))`;

/** The columns of a post for a reader in $2 ($1 is the company); `withBody` adds the article text. */
const selectPosts = (withBody: boolean) => `
  select p.company_post_id, p.category_id, p.post_type, p.title, p.subtitle, p.publish_date, p.writer,
         ${withBody ? 'p.body' : 'null::jsonb as body'}, img.path as url_image, img.thumb_path as icon_path,
         exists (select 1 from post_reads r where r.company_post_id = p.company_post_id and r.user_id = $2::int) as is_read,
         exists (select 1 from post_likes l where l.company_post_id = p.company_post_id and l.user_id = $2::int) as liked,
         (select count(*)::int from post_likes l where l.company_post_id = p.company_post_id) as total_likes,
         (select count(*)::int from post_reads r where r.company_post_id = p.company_post_id) as total_views,
         (select count(*)::int from post_comments c
           where c.company_post_id = p.company_post_id and c.active and c.parent_id is null) as total_comments,
         (select count(*)::int from post_files f
           where f.company_post_id = p.company_post_id and f.entity_type_id = 3) as gallery_image_count
    from company_posts p
    left join lateral (
      select f.path, f.thumb_path from post_files f
       where f.company_post_id = p.company_post_id and f.entity_type_id in (1, 3)
       order by f.entity_type_id, f.sequence limit 1) img on true
   where p.company_id = $1 and p.active and ${VISIBLE}`;

/** The month of `$3` (a date) in the company's zone (`$4`). */
const IN_MONTH = `(p.publish_date at time zone $4) >= date_trunc('month', $3::date)
  and (p.publish_date at time zone $4) < date_trunc('month', $3::date) + interval '1 month'`;

function toPost(row: PostRow, files: StorageFile[] = []): CompanyPost {
  return {
    companyPostId: row.company_post_id,
    companyPostCategoryId: row.category_id,
    postType: row.post_type,
    title: row.title,
    subtitle: row.subtitle,
    publishDate: row.publish_date.toISOString(),
    urlImage: row.url_image,
    iconPath: row.icon_path,
    text: row.body as CompanyPost['text'],
    writter: row.writer,
    isRead: row.is_read,
    like: row.liked,
    totalLikes: row.total_likes,
    totalViews: row.total_views,
    totalComments: row.total_comments,
    galleryImageCount: row.gallery_image_count,
    files,
  };
}

const params = (reader: Reader, ...more: unknown[]) => [reader.companyId, reader.userId, ...more];

/** Articles of one category published in the month of `date`, newest first. */
export async function articlesOfMonth(db: Queryable, reader: Reader, date: string, category: number) {
  const rows = await db.query<PostRow>(
    `${selectPosts(false)} and p.post_type = 0 and p.category_id = $5 and ${IN_MONTH}
     order by p.publish_date desc, p.company_post_id desc`,
    params(reader, date, reader.timeZone, category),
  );
  return rows.map((row) => toPost(row));
}

/** Galleries published in the month of `date`, newest first. */
export async function galleriesOfMonth(db: Queryable, reader: Reader, date: string) {
  const rows = await db.query<PostRow>(
    `${selectPosts(false)} and p.post_type = 1 and ${IN_MONTH}
     order by p.publish_date desc, p.company_post_id desc`,
    params(reader, date, reader.timeZone),
  );
  return rows.map((row) => toPost(row));
}

/** Posts of one post type (and category, when given), newest first, a page at a time. */
export async function latestPosts(
  db: Queryable,
  reader: Reader,
  filter: { postType: number; category?: number; page: number; size: number },
) {
  const rows = await db.query<PostRow>(
    `${selectPosts(false)} and p.post_type = $3 and ($4::int is null or p.category_id = $4::int)
     order by p.publish_date desc, p.company_post_id desc limit $5 offset $6`,
    params(reader, filter.postType, filter.category ?? null, filter.size, (filter.page - 1) * filter.size),
  );
  return rows.map((row) => toPost(row));
}

/** One post the reader may see, with its attachments; undefined otherwise. */
export async function visiblePost(db: Queryable, reader: Reader, id: number) {
  const row = await firstRow<PostRow>(
    db,
    `${selectPosts(true)} and p.company_post_id = $3`,
    params(reader, id),
  );
  if (!row) return undefined;
  return toPost(row, await postFiles(db, id, [2]));
}

/** Year and month archive of a category and post type, newest first, with counts. */
export async function archive(db: Queryable, reader: Reader, category: number, postType: number) {
  const rows = await db.query<{ year: number; month: number; count: number }>(
    `select extract(year from p.publish_date at time zone $5)::int as year,
            extract(month from p.publish_date at time zone $5)::int as month, count(*)::int as count
       from company_posts p
      where p.company_id = $1 and p.active and ${VISIBLE} and p.post_type = $4
        and (p.post_type = 1 or p.category_id = $3)
      group by 1, 2 order by 1 desc, 2 desc`,
    params(reader, category, postType, reader.timeZone),
  );
  const years = new Map<number, { month: number; count: number; filterMonthDate: string }[]>();
  for (const { year, month, count } of rows) {
    const months = years.get(year) ?? [];
    months.push({ month, count, filterMonthDate: `${year}-${String(month).padStart(2, '0')}-01` });
    years.set(year, months);
  }
  return [...years].map(([year, months]) => ({ year, months }));
}

interface FileRow {
  company_post_id: number;
  entity_type_id: 1 | 2 | 3;
  sequence: number;
  path: string;
  thumb_path: string | null;
  file_name: string;
}

const toFile = (row: FileRow): StorageFile => ({
  path: row.path,
  thumbPath: row.thumb_path,
  entityId: row.company_post_id,
  entityTypeId: row.entity_type_id,
  sequence: row.sequence,
  fileName: row.file_name,
});

/** A post's files of the given entity types, in order. */
export async function postFiles(db: Queryable, postId: number, types: number[]): Promise<StorageFile[]> {
  const rows = await db.query<FileRow>(
    `select company_post_id, entity_type_id, sequence, path, thumb_path, file_name from post_files
      where company_post_id = $1 and entity_type_id = any($2::int[]) order by entity_type_id, sequence`,
    [postId, types],
  );
  return rows.map(toFile);
}

export interface NewFile {
  path: string;
  thumbPath: string | null;
  fileName: string;
}

/** Appends files after the last sequence of their entity type; returns them as stored. */
export async function addFiles(db: Queryable, postId: number, type: number, files: NewFile[]) {
  const row = await firstRow<{ last: number }>(
    db,
    'select coalesce(max(sequence), 0)::int as last from post_files where company_post_id = $1 and entity_type_id = $2',
    [postId, type],
  );
  const stored: StorageFile[] = [];
  for (const [index, file] of files.entries()) {
    const saved = await firstRow<FileRow>(
      db,
      `insert into post_files (company_post_id, entity_type_id, sequence, path, thumb_path, file_name)
       values ($1, $2, $3, $4, $5, $6) returning *`,
      [postId, type, (row?.last ?? 0) + index + 1, file.path, file.thumbPath, file.fileName],
    );
    if (saved) stored.push(toFile(saved));
  }
  return stored;
}

/** Replaces the file at one sequence; returns the old one's paths, or undefined when there was none. */
export async function replaceFile(
  db: Queryable,
  postId: number,
  type: number,
  sequence: number,
  file: NewFile,
) {
  const old = await firstRow<FileRow>(
    db,
    'select * from post_files where company_post_id = $1 and entity_type_id = $2 and sequence = $3 for update',
    [postId, type, sequence],
  );
  if (!old) return undefined;
  const saved = await firstRow<FileRow>(
    db,
    `update post_files set path = $4, thumb_path = $5, file_name = $6
      where company_post_id = $1 and entity_type_id = $2 and sequence = $3 returning *`,
    [postId, type, sequence, file.path, file.thumbPath, file.fileName],
  );
  return { old: toFile(old), saved: toFile(saved as FileRow) };
}

/** Deletes files by sequence; returns what was deleted. */
export async function deleteFiles(db: Queryable, postId: number, type: number, sequences: number[]) {
  const rows = await db.query<FileRow>(
    `delete from post_files where company_post_id = $1 and entity_type_id = $2 and sequence = any($3::int[])
     returning *`,
    [postId, type, sequences],
  );
  return rows.map(toFile);
}

/** Who uploaded any of these files (an administrator may remove another's). */
export async function fileOwners(db: Queryable, urls: string[]): Promise<number[]> {
  return columnOf<number>(
    db,
    'select distinct user_id as value from uploaded_files where url = any($1::text[])',
    [urls],
  );
}
