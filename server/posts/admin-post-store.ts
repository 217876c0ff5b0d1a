import type { AdminPost } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';
import type { RichDoc } from '../../domain/rich-text.js';

interface AdminRow {
  company_post_id: number;
  category_id: number;
  post_type: number;
  title: string;
  subtitle: string | null;
  body: RichDoc | null;
  publish_date: Date;
  writer: string;
  active: boolean;
  department_id: number | null;
  job_role_id: number | null;
  total_views: number;
  gallery_image_count: number;
  url_image: string | null;
  list_user: number[] | null;
}

const SELECT = `
  select p.company_post_id, p.category_id, p.post_type, p.title, p.subtitle, p.body, p.publish_date, p.writer,
         p.active, p.department_id, p.job_role_id,
         (select count(*)::int from post_reads r where r.company_post_id = p.company_post_id) as total_views,
         (select count(*)::int from post_files f
           where f.company_post_id = p.company_post_id and f.entity_type_id = 3) as gallery_image_count,
         (select f.thumb_path from post_files f where f.company_post_id = p.company_post_id
           and f.entity_type_id in (1, 3) order by f.entity_type_id, f.sequence limit 1) as url_image,
         (select array_agg(ia.user_id order by ia.user_id) from item_audiences ia
           where ia.item_kind = case when p.post_type = 0 then 'post' else 'gallery' end
             and ia.item_id = p.company_post_id) as list_user
    from company_posts p`;

const toAdminPost = (row: AdminRow): AdminPost => ({
  companyPostId: row.company_post_id,
  companyPostCategoryId: row.category_id,
  postType: row.post_type,
  title: row.title,
  subtitle: row.subtitle,
  text: row.body as AdminPost['text'],
  publishDate: row.publish_date.toISOString(),
  totalViews: row.total_views,
  writter: row.writer,
  active: row.active,
  galleryImageCount: row.gallery_image_count,
  urlImage: row.url_image,
  departmentId: row.department_id,
  jobRoleId: row.job_role_id,
  listUser: row.list_user ?? [],
});

export async function listAdminPosts(db: Queryable, companyId: number, postType: number) {
  const rows = await db.query<AdminRow>(
    `${SELECT} where p.company_id = $1 and p.post_type = $2
     order by p.publish_date desc, p.company_post_id desc`,
    [companyId, postType],
  );
  return rows.map(toAdminPost);
}

export async function findAdminPost(db: Queryable, companyId: number, id: number) {
  const row = await firstRow<AdminRow>(db, `${SELECT} where p.company_id = $1 and p.company_post_id = $2`, [
    companyId,
    id,
  ]);
  return row ? toAdminPost(row) : undefined;
}

export interface PostChange {
  categoryId: number;
  postType: number;
  title: string;
  subtitle: string | null;
  body: RichDoc | null;
  departmentId: number | null;
  jobRoleId: number | null;
}

export async function insertPost(
  db: Queryable,
  companyId: number,
  change: PostChange,
  writer: { userId: number; name: string },
  at: Date,
): Promise<number> {
  const row = await firstRow<{ id: number }>(
    db,
    `insert into company_posts (company_id, category_id, post_type, title, subtitle, body, department_id,
       job_role_id, writer, publish_date, created_by)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11) returning company_post_id as id`,
    [
      companyId,
      change.categoryId,
      change.postType,
      change.title,
      change.subtitle,
      JSON.stringify(change.body),
      change.departmentId,
      change.jobRoleId,
      writer.name,
      at,
      writer.userId,
    ],
  );
  return (row as { id: number }).id;
}

/** Updates a post's fields; the post type never changes, and the writer becomes the admin who edits. */
export async function updatePost(db: Queryable, id: number, change: PostChange, writer: string) {
  await db.query(
    `update company_posts set category_id = $2, title = $3, subtitle = $4, body = $5::jsonb, department_id = $6,
       job_role_id = $7, writer = $8 where company_post_id = $1`,
    [
      id,
      change.categoryId,
      change.title,
      change.subtitle,
      JSON.stringify(change.body),
      change.departmentId,
      change.jobRoleId,
      writer,
    ],
  );
}

export async function deactivatePost(db: Queryable, id: number) {
  await db.query('update company_posts set active = false where company_post_id = $1', [id]);
}

/** The post's company and type, to check a storage key belongs to the admin's company. */
export async function postOwner(db: Queryable, id: number) {
  return firstRow<{ company_id: number; post_type: number; created_by: number | null }>(
    db,
    'select company_id, post_type, created_by from company_posts where company_post_id = $1',
    [id],
  );
}

/** The admin's own name as the article writer (spec 002 §6: first, middle and last name). */
export async function writerName(db: Queryable, userId: number): Promise<string> {
  const row = await firstRow<{ name: string }>(
    db,
    `select concat_ws(' ', first_name, nullif(middle_name, ''), nullif(last_name, '')) as name
       from users where user_id = $1`,
    [userId],
  );
  return row?.name ?? '';
}
