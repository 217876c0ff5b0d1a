import type { Queryable } from '../db/database.js';
import { columnOf, firstRow, numberOf } from '../db/query-rows.js';
import { COMPANY_PERSON } from '../users/admin-user-store.js';

/** The kinds of item that can be aimed at an audience; each area keeps its items' ids under its own kind. */
export type AudienceKind = 'survey' | 'post' | 'gallery' | 'talk' | 'course';

/** The event type whose company setting says whether items of a kind are aimed at a chosen audience. */
export type AudienceEventType = 'Curso' | 'Auditorio' | 'Encuesta';

/** The one audience picker of every area (spec 002 §7 Users): active people by groups, job role and branch. */
export interface AudienceFilter {
  companyId: number;
  /** Group ids; empty for every group. */
  departmentIds: number[];
  /** 0 for every job role. */
  jobRoleId: number;
  /** 0 for every branch. */
  branchOfficeId: number;
}

/** Parses the path's "1,2,3" (or "0" for every group). */
export function departmentIdsOf(text: string): number[] {
  const ids = text.split(',').map(Number);
  return ids.includes(0) ? [] : [...new Set(ids)];
}

interface PickerRow {
  user_id: number;
  employee_no: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  active: boolean;
  department_name: string | null;
}

/** Active people of the company; an operator is nobody's audience to pick (docs/decisions/0231). */
const WHERE = `u.company_id = $1 and u.active and ${COMPANY_PERSON}
  and (cardinality($2::int[]) = 0 or u.department_id = any($2::int[]))
  and ($3 = 0 or u.job_role_id = $3) and ($4 = 0 or u.branch_office_id = $4)`;

const params = (f: AudienceFilter) => [f.companyId, f.departmentIds, f.jobRoleId, f.branchOfficeId];

const view = (r: PickerRow) => ({
  userProfileId: r.user_id,
  employeeNo: r.employee_no,
  firstName: r.first_name,
  middleName: r.middle_name,
  lastName: r.last_name,
  name: [r.first_name, r.middle_name, r.last_name].filter(Boolean).join(' '),
  active: r.active,
  department: r.department_name,
});

async function rows(db: Queryable, f: AudienceFilter, page?: { index: number; size: number }) {
  const limit = page ? `limit ${page.size} offset ${(page.index - 1) * page.size}` : '';
  return db.query<PickerRow>(
    `select u.user_id, u.employee_no, u.first_name, u.middle_name, u.last_name, u.active, d.department_name
       from users u left join departments d on d.department_id = u.department_id
      where ${WHERE}
      order by u.first_name, u.middle_name, u.last_name, u.user_id ${limit}`,
    params(f),
  );
}

export async function audienceUsers(db: Queryable, f: AudienceFilter) {
  return (await rows(db, f)).map(view);
}

export async function audienceUsersPage(db: Queryable, f: AudienceFilter, index: number, size: number) {
  const count = await firstRow<{ total: number }>(
    db,
    `select count(*)::int as total from users u where ${WHERE}`,
    params(f),
  );
  const totalCount = count?.total ?? 0;
  return {
    list: (await rows(db, f, { index, size })).map(view),
    totalCount,
    totalPages: Math.ceil(totalCount / size),
  };
}

/**
 * SQL condition: the item whose id is `itemIdSql` is visible to the person in `userParam` (a placeholder such as
 * `$2`, or `null` for a visitor): it has no audience, or that person is in it. `kind` is a literal of the union,
 * never user input, so it is safe to inline.
 */
export function visibleToUser(kind: AudienceKind, itemIdSql: string, userParam: string): string {
  return `(not exists (select 1 from item_audiences ia where ia.item_kind = '${kind}' and ia.item_id = ${itemIdSql})
    or exists (select 1 from item_audiences ia where ia.item_kind = '${kind}' and ia.item_id = ${itemIdSql}
      and ia.user_id = ${userParam}))`;
}

/** Whether one item is visible to one person (or to a visitor, `null`). */
export async function canSee(
  db: Queryable,
  kind: AudienceKind,
  itemId: number,
  userId: number | null,
): Promise<boolean> {
  const row = await firstRow<{ visible: boolean }>(
    db,
    `select ${visibleToUser(kind, '$1::int', '$2::int')} as visible`,
    [itemId, userId],
  );
  return row?.visible ?? false;
}

/** The people an item is aimed at; empty when it is for the whole company. */
export async function itemAudience(db: Queryable, kind: AudienceKind, itemId: number): Promise<number[]> {
  return columnOf<number>(
    db,
    'select user_id as value from item_audiences where item_kind = $1 and item_id = $2 order by user_id',
    [kind, itemId],
  );
}

/** How many of the (distinct) ids are active people of the company, whom the picker offers. */
export async function countActiveUsers(db: Queryable, companyId: number, userIds: number[]): Promise<number> {
  return numberOf(
    db,
    `select count(*)::int as value from users u
      where u.company_id = $1 and u.active and ${COMPANY_PERSON} and u.user_id = any($2::int[])`,
    [companyId, userIds],
  );
}

/** Replaces the rows of an item's audience; no ids leaves none. */
export async function replaceItemAudience(
  db: Queryable,
  kind: AudienceKind,
  itemId: number,
  userIds: number[],
): Promise<void> {
  await db.query('delete from item_audiences where item_kind = $1 and item_id = $2', [kind, itemId]);
  if (userIds.length > 0)
    await db.query(
      `insert into item_audiences (item_kind, item_id, user_id)
       select $1, $2, unnest($3::int[])`,
      [kind, itemId, userIds],
    );
}

/** Whether the company aims items of this event type at a chosen audience (its active event-type setting). */
export async function isAudienceAddressed(
  db: Queryable,
  companyId: number,
  eventType: AudienceEventType,
): Promise<boolean> {
  const row = await firstRow<{ addressed: boolean }>(
    db,
    `select c.is_audience_addressed as addressed
       from company_event_types c join event_types e on e.event_type_id = c.event_type_id
      where c.company_id = $1 and c.active and e.event_type_name = $2`,
    [companyId, eventType],
  );
  return row?.addressed ?? false;
}

/** The company's bell setting for new items of this event type; undefined when the type is not active. */
export async function findNewItemNotice(
  db: Queryable,
  companyId: number,
  eventType: AudienceEventType,
): Promise<{ notified: boolean; text: string | null } | undefined> {
  return firstRow<{ notified: boolean; text: string | null }>(
    db,
    `select c.is_notified as notified, c.notification_text as text
       from company_event_types c join event_types e on e.event_type_id = c.event_type_id
      where c.company_id = $1 and c.active and e.event_type_name = $2`,
    [companyId, eventType],
  );
}
