import { childRows } from '../db/child-rows.js';
import type { Queryable } from '../db/database.js';
import { columnOf, firstRow, numberOf } from '../db/query-rows.js';
import type { ChatMe } from './chat-store.js';

interface GroupRow {
  id: number;
  name: string;
  image: string | null;
  expiration_date: string | null;
}

interface MemberRow {
  group_id: number;
  contact_id: number;
  name: string;
  image: string | null;
  identity_flag_name: string | null;
}

const contactOf = (m: MemberRow) => ({
  contactId: m.contact_id,
  name: m.name,
  image: m.image,
  unread: 0,
  lastMessageDate: null,
  identityFlagName: m.identity_flag_name,
});

/** The groups one belongs to, or every group of the company for HR, with their members. */
export async function listGroups(db: Queryable, me: ChatMe, everyGroup: boolean, today: string) {
  const groups = await db.query<GroupRow>(
    `select g.chat_group_id as id, g.name, g.image_url as image, g.expiration_date
       from chat_groups g
      where g.company_id = $1
        and ($3 or exists (select 1 from chat_group_members gm where gm.chat_group_id = g.chat_group_id
                                                             and gm.user_id = $2))
      order by g.created_at desc, g.chat_group_id desc`,
    [me.companyId, me.userId, everyGroup],
  );
  const members = await db.query<MemberRow>(
    `select gm.chat_group_id as group_id, u.user_id as contact_id,
            trim(concat_ws(' ', u.first_name, u.last_name)) as name, u.url_profile_image as image,
            gi.gender_name as identity_flag_name
       from chat_group_members gm join users u on u.user_id = gm.user_id
       left join gender_identities gi on gi.gender_identity_id = u.gender_identity_id
      where gm.chat_group_id = any($1::int[])
      order by u.first_name, u.last_name`,
    [groups.map((g) => g.id)],
  );
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    image: g.image,
    expirationDate: g.expiration_date,
    readOnly: g.expiration_date !== null && g.expiration_date < today,
    contacts: childRows(members, 'group_id', g.id, contactOf),
  }));
}

/** A group of the company that one may read: a member, or HR. */
export async function findGroup(db: Queryable, me: ChatMe, groupId: number, everyGroup: boolean) {
  return firstRow<GroupRow>(
    db,
    `select g.chat_group_id as id, g.name, g.image_url as image, g.expiration_date
       from chat_groups g
      where g.chat_group_id = $1 and g.company_id = $2
        and ($4 or exists (select 1 from chat_group_members gm where gm.chat_group_id = g.chat_group_id
                                                             and gm.user_id = $3))`,
    [groupId, me.companyId, me.userId, everyGroup],
  );
}

export async function groupMemberIds(db: Queryable, groupId: number): Promise<number[]> {
  return columnOf<number>(db, 'select user_id as value from chat_group_members where chat_group_id = $1', [
    groupId,
  ]);
}

export interface GroupFields {
  name: string;
  participants: number[];
  expirationDate: string | null;
}

export async function insertGroup(db: Queryable, me: ChatMe, fields: GroupFields, at: Date): Promise<number> {
  const row = await firstRow<{ id: number }>(
    db,
    `insert into chat_groups (company_id, name, expiration_date, created_by, created_at)
     values ($1, $2, $3, $4, $5) returning chat_group_id as id`,
    [me.companyId, fields.name, fields.expirationDate, me.userId, at],
  );
  if (!row) throw new Error('chat group not stored');
  await setMembers(db, row.id, fields.participants);
  return row.id;
}

export async function updateGroup(db: Queryable, groupId: number, fields: GroupFields): Promise<void> {
  await db.query('update chat_groups set name = $2, expiration_date = $3 where chat_group_id = $1', [
    groupId,
    fields.name,
    fields.expirationDate,
  ]);
  await setMembers(db, groupId, fields.participants);
}

async function setMembers(db: Queryable, groupId: number, userIds: number[]) {
  await db.query('delete from chat_group_members where chat_group_id = $1', [groupId]);
  await db.query('insert into chat_group_members (chat_group_id, user_id) select $1, unnest($2::int[])', [
    groupId,
    [...new Set(userIds)],
  ]);
}

/** How many of these ids are active people of the company. */
export async function countCompanyPeople(db: Queryable, companyId: number, ids: number[]): Promise<number> {
  return numberOf(
    db,
    'select count(*)::int as value from users where company_id = $1 and active and user_id = any($2::int[])',
    [companyId, ids],
  );
}
