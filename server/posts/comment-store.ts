import type { components } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { columnOf, firstRow } from '../db/query-rows.js';
import { flagUrl } from '../catalogs/flag-url.js';

type Schemas = components['schemas'];

interface CommentRow {
  comment_id: number;
  company_post_id: number;
  parent_id: number | null;
  user_id: number;
  body: string;
  created_at: Date;
  is_report: boolean;
  nickname: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  url_profile_image: string | null;
  flag_file: string | null;
}

const SELECT = `
  select c.comment_id, c.company_post_id, c.parent_id, c.user_id, c.body, c.created_at, c.is_report,
         u.nickname, u.first_name, u.middle_name, u.last_name, u.url_profile_image, g.flag_file
    from post_comments c
    join users u on u.user_id = c.user_id
    left join gender_identities g on g.gender_identity_id = u.gender_identity_id`;

const author = (row: CommentRow): Schemas['CommentAuthor'] => ({
  nickname: row.nickname,
  firstName: row.first_name,
  middleName: row.middle_name,
  lastName: row.last_name,
  urlProfileImage: row.url_profile_image,
  identityFlagName: row.flag_file ? flagUrl(row.flag_file) : null,
});

/** Active comments of a post with their active replies, oldest first; `isOwn` is for `viewerId`. */
export async function commentsOfPost(db: Queryable, postId: number, viewerId: number | null, only?: number) {
  const rows = await db.query<CommentRow>(
    `${SELECT} where c.company_post_id = $1 and c.active
       and ($2::int is null or c.comment_id = $2::int or c.parent_id = $2::int)
     order by c.created_at, c.comment_id`,
    [postId, only ?? null],
  );
  const comments = new Map<number, Schemas['PostComment']>();
  for (const row of rows.filter((r) => r.parent_id === null))
    comments.set(row.comment_id, {
      companyPostCommentId: row.comment_id,
      history: row.body,
      createDate: row.created_at.toISOString(),
      isReport: row.is_report,
      isOwn: row.user_id === viewerId,
      userProfile: author(row),
      comments: [],
    });
  for (const row of rows.filter((r) => r.parent_id !== null))
    comments.get(row.parent_id as number)?.comments.push({
      subCommentId: row.comment_id,
      comment: row.body,
      createDate: row.created_at.toISOString(),
      isReport: row.is_report,
      isOwn: row.user_id === viewerId,
      userProfile: author(row),
    });
  return [...comments.values()];
}

interface CommentRef {
  commentId: number;
  postId: number;
  parentId: number | null;
  userId: number;
  isReport: boolean;
  companyId: number;
  categoryId: number;
}

/** An active comment (or reply, when `subId` is not -1 and belongs to `commentId`). */
export async function findComment(db: Queryable, commentId: number, subId: number) {
  const row = await firstRow<{
    comment_id: number;
    company_post_id: number;
    parent_id: number | null;
    user_id: number;
    is_report: boolean;
    company_id: number;
    category_id: number;
  }>(
    db,
    `select c.comment_id, c.company_post_id, c.parent_id, c.user_id, c.is_report, p.company_id, p.category_id
       from post_comments c join company_posts p on p.company_post_id = c.company_post_id
      where c.active and p.active and (($2 = -1 and c.comment_id = $1 and c.parent_id is null)
         or ($2 <> -1 and c.comment_id = $2 and c.parent_id = $1))`,
    [commentId, subId],
  );
  if (!row) return undefined;
  return {
    commentId: row.comment_id,
    postId: row.company_post_id,
    parentId: row.parent_id,
    userId: row.user_id,
    isReport: row.is_report,
    companyId: row.company_id,
    categoryId: row.category_id,
  } satisfies CommentRef;
}

export async function insertComment(
  db: Queryable,
  c: { postId: number; parentId: number | null; userId: number; text: string; at: Date },
) {
  const row = await firstRow<{ id: number }>(
    db,
    `insert into post_comments (company_post_id, parent_id, user_id, body, created_at)
     values ($1, $2, $3, $4, $5) returning comment_id as id`,
    [c.postId, c.parentId, c.userId, c.text, c.at],
  );
  return (row as { id: number }).id;
}

export async function editComment(db: Queryable, commentId: number, text: string, at: Date) {
  await db.query('update post_comments set body = $2, edited_at = $3 where comment_id = $1', [
    commentId,
    text,
    at,
  ]);
}

export async function removeComment(db: Queryable, commentId: number) {
  await db.query('update post_comments set active = false where comment_id = $1 or parent_id = $1', [
    commentId,
  ]);
}

/** Flags the comment and records who reported it; a second report by the same person keeps the first. */
export async function reportComment(db: Queryable, commentId: number, userId: number, at: Date) {
  await db.query('update post_comments set is_report = true where comment_id = $1', [commentId]);
  const row = await firstRow<{ report_id: number }>(
    db,
    `insert into comment_reports (comment_id, reported_by, reported_at) values ($1, $2, $3)
     on conflict (comment_id, reported_by) do update set reported_at = comment_reports.reported_at
     returning report_id`,
    [commentId, userId, at],
  );
  return (row as { report_id: number }).report_id;
}

/** A report with its comment (deleted or not) and the post it is on. */
export async function findReport(db: Queryable, reportId: number) {
  const row = await firstRow<
    CommentRow & {
      report_id: number;
      reported_by: number;
      reported_at: Date;
      active: boolean;
      company_id: number;
      category_id: number;
      title: string;
    }
  >(
    db,
    `select r.report_id, r.reported_by, r.reported_at, c.comment_id, c.company_post_id, c.parent_id, c.user_id,
            c.body, c.created_at, c.is_report, c.active, u.nickname, u.first_name, u.middle_name, u.last_name,
            u.url_profile_image, g.flag_file, p.company_id, p.category_id, p.title
       from comment_reports r
       join post_comments c on c.comment_id = r.comment_id
       join company_posts p on p.company_post_id = c.company_post_id
       join users u on u.user_id = c.user_id
       left join gender_identities g on g.gender_identity_id = u.gender_identity_id
      where r.report_id = $1`,
    [reportId],
  );
  if (!row) return undefined;
  return {
    companyId: row.company_id,
    reportedBy: row.reported_by,
    report: {
      reportId: row.report_id,
      companyPostId: row.company_post_id,
      companyPostCategoryId: row.category_id,
      postTitle: row.title,
      commentId: row.parent_id ?? row.comment_id,
      subCommentId: row.parent_id === null ? -1 : row.comment_id,
      text: row.body,
      createDate: row.created_at.toISOString(),
      reportDate: row.reported_at.toISOString(),
      deleted: !row.active,
      userProfile: author(row),
    } satisfies Schemas['CommentReport'],
  };
}

/** HR people of a company, told about reports. */
export async function hrPeople(db: Queryable, companyId: number, hrRole: string) {
  return columnOf<number>(
    db,
    `select user_id as value from users where company_id = $1 and active and role_name ilike '%' || $2 || '%'`,
    [companyId, hrRole],
  );
}
