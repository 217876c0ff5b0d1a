import { DirectoryStatus } from '../../domain/directory.js';
import type { components } from '../../openapi/generated/schema.js';
import { childRows } from '../db/child-rows.js';
import type { Queryable } from '../db/database.js';
import { firstRow, numberOf } from '../db/query-rows.js';
import { contactOf } from './contact-types.js';
import { directoryStatusNames } from '../../domain/messages/directory.js';

/** An entry with its owner's account data; `asSeenBy` (directory-service.ts) decides what a caller gets. */
export type DirectoryItem = Omit<
  components['schemas']['DirectoryItem'],
  'isOwner' | 'createUserName' | 'creatorEmail'
> & {
  ownerId: number;
  companyId: number;
  createUserName: string;
  creatorEmail: string;
};
type CardStatus = DirectoryItem['cardStatus'];

interface ItemRow {
  directory_info_id: number;
  user_id: number;
  company_id: number;
  full_name: string;
  directory_description: string;
  location: string;
  category_service_id: number | null;
  category_name: string | null;
  sub_category_service_id: number | null;
  sub_name: string | null;
  directory_type_id: number | null;
  creator_name: string;
  creator_email: string;
  contact_image: string;
  is_enable_rewards: boolean;
  directory_info_status_id: number;
  expiration_date: string | null;
  card_status: CardStatus;
}

/** The card step of an entry: not needed, no card, a card awaiting its challenge, verified or refused. */
const CARD_STATUS = `case
  when not d.needs_card then 'notNeeded'
  when k.directory_info_id is null then 'missing'
  else coalesce((select case v.status when 'approved' then 'verified' when 'rejected' then 'rejected'
      else 'tokenized' end
    from card_verifications v where v.card_token = k.token order by v.seq desc limit 1), 'tokenized')
  end`;

const SELECT = `select d.directory_info_id, d.user_id, d.company_id, d.full_name, d.directory_description, d.location,
    d.category_service_id, c.name as category_name, d.sub_category_service_id, s.name as sub_name,
    d.directory_type_id, trim(u.first_name || ' ' || coalesce(u.last_name, '')) as creator_name,
    u.email as creator_email, d.contact_image, d.is_enable_rewards, d.directory_info_status_id,
    d.expiration_date, ${CARD_STATUS} as card_status
  from directory_infos d
  join users u on u.user_id = d.user_id
  left join directory_categories c on c.category_service_id = d.category_service_id
  left join directory_sub_categories s on s.sub_category_service_id = d.sub_category_service_id
  left join directory_cards k on k.directory_info_id = d.directory_info_id`;

/** HR's 'Por autorizar': pending entries whose card step, when they have one, is done. */
const READY_FOR_REVIEW = `(not d.needs_card or exists (select 1 from card_verifications v
  join directory_cards k2 on k2.token = v.card_token
  where k2.directory_info_id = d.directory_info_id and v.status = 'approved'))`;

interface RatingRow {
  directory_rating_id: number;
  directory_info_id: number;
  user_id: number;
  directory_rating_type_id: number;
  score: number;
}

const ratingOf = (x: RatingRow) => ({
  directoryRatingId: x.directory_rating_id,
  score: x.score,
  directoryRatingTypeId: x.directory_rating_type_id,
  userProfileAsp: String(x.user_id),
});

async function withDetails(db: Queryable, rows: ItemRow[]): Promise<DirectoryItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.directory_info_id);
  const contacts = await db.query<{
    directory_contact_id: number;
    directory_info_id: number;
    contact_type_id: number;
    contact_value: string;
  }>(
    `select directory_contact_id, directory_info_id, contact_type_id, contact_value from directory_contacts
      where directory_info_id = any($1) order by directory_contact_id`,
    [ids],
  );
  const ratings = await db.query<RatingRow>(
    `select directory_rating_id, directory_info_id, user_id, directory_rating_type_id, score
       from directory_ratings where directory_info_id = any($1) order by directory_rating_id`,
    [ids],
  );
  return rows.map((r) => ({
    directoryInfoId: r.directory_info_id,
    ownerId: r.user_id,
    companyId: r.company_id,
    fullName: r.full_name,
    directoryDescription: r.directory_description,
    location: r.location,
    categoryServiceId: r.category_service_id,
    categoryServiceName: r.category_name,
    subCategoryServiceId: r.sub_category_service_id,
    subCategoryServiceName: r.sub_name,
    directoryTypeId: r.directory_type_id,
    createUserName: r.creator_name,
    creatorEmail: r.creator_email,
    contactImage: r.contact_image,
    isEnableRewards: r.is_enable_rewards,
    directoryInfoStatusId: r.directory_info_status_id,
    directoryInfoStatusName: directoryStatusNames[r.directory_info_status_id] ?? '',
    expirationDate: r.expiration_date,
    cardStatus: r.card_status,
    directoryContacts: childRows(contacts, 'directory_info_id', r.directory_info_id, (c) =>
      contactOf(c.directory_contact_id, c.contact_type_id, c.contact_value),
    ),
    directoryRatings: childRows(ratings, 'directory_info_id', r.directory_info_id, ratingOf),
  }));
}

export async function findItem(
  db: Queryable,
  companyId: number,
  id: number,
): Promise<DirectoryItem | undefined> {
  const rows = await db.query<ItemRow>(`${SELECT} where d.directory_info_id = $1 and d.company_id = $2`, [
    id,
    companyId,
  ]);
  const [item] = await withDetails(db, rows);
  return item;
}

export interface ListFilter {
  companyId: number;
  statusId: number;
  /** A LIKE pattern over the folded search column (search-text.ts). */
  pattern?: string;
  categoryId?: number;
  subCategoryId?: number;
  /** Only pending entries whose card step is done (HR's 'Por autorizar'). */
  readyForReview?: boolean;
  /** Only entries still valid on this company day: no expiration date, or one not before it. */
  validOn?: string;
  limit?: number;
}

/** Entries of a company in one status, newest first; the search runs here, in the database. */
export async function listItems(db: Queryable, f: ListFilter): Promise<DirectoryItem[]> {
  const params: unknown[] = [f.companyId, f.statusId];
  const where = ['d.company_id = $1', 'd.directory_info_status_id = $2'];
  const add = (condition: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (f.pattern) add((n) => `d.search_text like ${n}`, f.pattern);
  if (f.categoryId) add((n) => `d.category_service_id = ${n}`, f.categoryId);
  if (f.subCategoryId) add((n) => `d.sub_category_service_id = ${n}`, f.subCategoryId);
  if (f.readyForReview) where.push(READY_FOR_REVIEW);
  if (f.validOn) add((n) => `(d.expiration_date is null or d.expiration_date >= ${n}::date)`, f.validOn);
  const limit = f.limit ? ` limit ${Math.trunc(f.limit)}` : '';
  const rows = await db.query<ItemRow>(
    `${SELECT} where ${where.join(' and ')} order by d.created_at desc, d.directory_info_id desc${limit}`,
    params,
  );
  return withDetails(db, rows);
}

export interface EntryValues {
  fullName: string;
  description: string;
  location: string;
  categoryId: number;
  subCategoryId: number;
  directoryTypeId: number;
  contactImage: string;
  searchText: string;
  contacts: [type: number, value: string][];
}

async function replaceContacts(db: Queryable, id: number, contacts: EntryValues['contacts']): Promise<void> {
  await db.query('delete from directory_contacts where directory_info_id = $1', [id]);
  for (const [type, value] of contacts) {
    await db.query(
      'insert into directory_contacts (directory_info_id, contact_type_id, contact_value) values ($1, $2, $3)',
      [id, type, value],
    );
  }
}

export async function insertEntry(
  db: Queryable,
  owner: { userId: number; companyId: number },
  v: EntryValues,
  needsCard: boolean,
  now: Date,
): Promise<number> {
  const row = await firstRow<{ directory_info_id: number }>(
    db,
    `insert into directory_infos (user_id, company_id, full_name, directory_info_status_id, active,
       directory_description, location, category_service_id, sub_category_service_id, directory_type_id,
       contact_image, search_text, needs_card, created_at)
     values ($1, $2, $3, 1, true, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning directory_info_id`,
    [
      owner.userId,
      owner.companyId,
      v.fullName,
      v.description,
      v.location,
      v.categoryId,
      v.subCategoryId,
      v.directoryTypeId,
      v.contactImage,
      v.searchText,
      needsCard,
      now,
    ],
  );
  if (!row) throw new Error('The new directory entry vanished');
  await replaceContacts(db, row.directory_info_id, v.contacts);
  return row.directory_info_id;
}

/** Saves an entry's fields; `backToPending` sends an owner's changed authorized entry back to review. */
export async function updateEntry(
  db: Queryable,
  id: number,
  v: EntryValues,
  backToPending: boolean,
): Promise<void> {
  await db.query(
    `update directory_infos set full_name = $2, directory_description = $3, location = $4,
       category_service_id = $5, sub_category_service_id = $6, contact_image = $7, search_text = $8,
       directory_info_status_id = case when $9 and directory_info_status_id = 2 then 1
         else directory_info_status_id end
     where directory_info_id = $1`,
    [
      id,
      v.fullName,
      v.description,
      v.location,
      v.categoryId,
      v.subCategoryId,
      v.contactImage,
      v.searchText,
      backToPending,
    ],
  );
  await replaceContacts(db, id, v.contacts);
}

/**
 * 'Dar de Baja': an authorized (2) entry, or a pending (1) one stuck at its card step, which HR never sees
 * (docs/decisions/0195); in one statement so two clicks cannot both succeed.
 */
export async function removeEntry(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    `update directory_infos d set directory_info_status_id = 4, active = false
      where directory_info_id = $1
        and (directory_info_status_id = 2 or (directory_info_status_id = 1 and not ${READY_FOR_REVIEW}))
      returning 1`,
    [id],
  );
  return rows.length === 1;
}

/** HR's decision on a pending entry, once; returns the owner and name, or undefined when it was not pending. */
export async function decideEntry(
  db: Queryable,
  companyId: number,
  id: number,
  decision: { approve: true; expirationDate: string } | { approve: false },
): Promise<{ user_id: number; full_name: string } | undefined> {
  return firstRow<{ user_id: number; full_name: string }>(
    db,
    `update directory_infos d set directory_info_status_id = $3, expiration_date = $4
      where directory_info_id = $1 and company_id = $2 and directory_info_status_id = 1 and ${READY_FOR_REVIEW}
      returning user_id, full_name`,
    [id, companyId, decision.approve ? 2 : 3, decision.approve ? decision.expirationDate : null],
  );
}

export async function setRewards(db: Queryable, companyId: number, id: number, enabled: boolean) {
  return firstRow<{ directory_info_status_id: number }>(
    db,
    `update directory_infos set is_enable_rewards = $3 where directory_info_id = $1 and company_id = $2
      returning directory_info_status_id`,
    [id, companyId, enabled],
  );
}

export async function addView(db: Queryable, companyId: number, id: number): Promise<number | undefined> {
  const row = await firstRow<{ views: number }>(
    db,
    `update directory_infos set views = views + 1
      where directory_info_id = $1 and company_id = $2 and directory_info_status_id = 2 returning views`,
    [id, companyId],
  );
  return row?.views;
}

/** Entries the member registered (any status), for the free-post count. */
export async function countOwnEntries(db: Queryable, userId: number): Promise<number> {
  return numberOf(db, 'select count(*)::int as value from directory_infos where user_id = $1', [userId]);
}

/** The company's authorized entries still valid on the company day `today`: what its directory lists now. */
export async function countListedEntries(db: Queryable, companyId: number, today: string): Promise<number> {
  return numberOf(
    db,
    `select count(*)::int as value from directory_infos
      where company_id = $1 and directory_info_status_id = $2
        and (expiration_date is null or expiration_date >= $3::date)`,
    [companyId, DirectoryStatus.authorized, today],
  );
}

export interface MyService {
  directoryInfoId: number;
  fullName: string;
  expirationDate: string | null;
  directoryInfoStatusId: number;
  directoryInfoStatusName: string;
  active: boolean;
  categoryServiceName: string | null;
  subCategoryServiceName: string | null;
  cardStatus: CardStatus;
}

export async function listOwnServices(db: Queryable, userId: number): Promise<MyService[]> {
  const rows = await db.query<{
    directory_info_id: number;
    full_name: string;
    expiration_date: string | null;
    directory_info_status_id: number;
    active: boolean;
    category_name: string | null;
    sub_name: string | null;
    card_status: CardStatus;
  }>(
    `select d.directory_info_id, d.full_name, d.expiration_date, d.directory_info_status_id, d.active,
        c.name as category_name, s.name as sub_name, ${CARD_STATUS} as card_status
       from directory_infos d
       left join directory_categories c on c.category_service_id = d.category_service_id
       left join directory_sub_categories s on s.sub_category_service_id = d.sub_category_service_id
       left join directory_cards k on k.directory_info_id = d.directory_info_id
      where d.user_id = $1 order by d.directory_info_id`,
    [userId],
  );
  return rows.map((r) => ({
    directoryInfoId: r.directory_info_id,
    fullName: r.full_name,
    expirationDate: r.expiration_date,
    directoryInfoStatusId: r.directory_info_status_id,
    directoryInfoStatusName: directoryStatusNames[r.directory_info_status_id] ?? '',
    active: r.active,
    categoryServiceName: r.category_name,
    subCategoryServiceName: r.sub_name,
    cardStatus: r.card_status,
  }));
}
