import type { Queryable } from '../db/database.js';
import { firstRow, numberOf } from '../db/query-rows.js';

/** The signed-in person as the chat sees them. */
export interface ChatMe {
  userId: number;
  companyId: number;
}

const MESSAGE_PAGE_SIZE = 30;

const CONTACT_COLUMNS = `u.user_id as contact_id,
  trim(concat_ws(' ', u.first_name, u.last_name)) as name,
  u.url_profile_image as image,
  g.gender_name as identity_flag_name`;

interface ContactRow {
  contact_id: number;
  name: string;
  image: string | null;
  identity_flag_name: string | null;
  unread: number;
  last_message_date: Date | null;
}

const contactView = (r: ContactRow) => ({
  contactId: r.contact_id,
  name: r.name,
  image: r.image,
  unread: r.unread,
  lastMessageDate: r.last_message_date ? r.last_message_date.toISOString() : null,
  identityFlagName: r.identity_flag_name,
});

// $1 me, $2 company: everyone one may write to, with what is unread from them and the latest message between us.
const CONTACTS_FROM = `from users u
  left join gender_identities g on g.gender_identity_id = u.gender_identity_id
  left join lateral (
    select count(*) filter (where m.sender_id = u.user_id and m.read_at is null)::int as unread,
           max(m.sent_at) as last_message_date
      from chat_messages m
     where (m.sender_id = u.user_id and m.receiver_id = $1) or (m.sender_id = $1 and m.receiver_id = u.user_id)
  ) c on true
  where u.company_id = $2 and u.active and u.email_confirmed and u.user_id <> $1`;

export async function listContacts(db: Queryable, me: ChatMe, offset: number, limit: number) {
  const rows = await db.query<ContactRow>(
    `select ${CONTACT_COLUMNS}, c.unread, c.last_message_date ${CONTACTS_FROM}
      order by u.first_name, u.last_name, u.user_id offset $3 limit $4`,
    [me.userId, me.companyId, offset, limit],
  );
  return rows.map(contactView);
}

/** The conversations: contacts one has exchanged messages with, latest first. */
export async function listChats(db: Queryable, me: ChatMe) {
  const rows = await db.query<ContactRow>(
    `select ${CONTACT_COLUMNS}, c.unread, c.last_message_date ${CONTACTS_FROM}
        and c.last_message_date is not null
      order by c.last_message_date desc`,
    [me.userId, me.companyId],
  );
  return rows.map(contactView);
}

/** An active, confirmed person of the company other than oneself. */
export async function isContact(db: Queryable, me: ChatMe, contactId: number): Promise<boolean> {
  const row = await firstRow<{ found: boolean }>(
    db,
    `select true as found from users
      where user_id = $1 and company_id = $2 and active and email_confirmed and user_id <> $3`,
    [contactId, me.companyId, me.userId],
  );
  return row?.found ?? false;
}

interface MessageRow {
  message_id: number;
  message: string;
  sent_at: Date;
  read_at: Date | null;
  sender_id: number;
  sender_name: string;
  receiver_id: number | null;
  chat_group_id: number | null;
}

const MESSAGE_SELECT = `select m.chat_message_id as message_id, m.message, m.sent_at, m.read_at, m.sender_id,
    trim(concat_ws(' ', s.first_name, s.last_name)) as sender_name, m.receiver_id, m.chat_group_id
  from chat_messages m join users s on s.user_id = m.sender_id`;

/** A message as the person `viewerId` sees it. */
export function messageView(r: MessageRow, viewerId: number) {
  const isSender = r.sender_id === viewerId;
  return {
    messageId: r.message_id,
    message: r.message,
    date: r.sent_at.toISOString(),
    isSender,
    senderName: r.sender_name,
    status: r.read_at ? ('Read' as const) : ('Sent' as const),
    contactId: r.receiver_id === null ? null : isSender ? r.receiver_id : r.sender_id,
    groupId: r.chat_group_id,
  };
}

async function page(db: Queryable, where: string, params: unknown[], before: Date | null, viewerId: number) {
  const rows = await db.query<MessageRow>(
    `${MESSAGE_SELECT} where ${where} and ($${params.length + 1}::timestamptz is null or m.sent_at < $${params.length + 1})
      order by m.sent_at desc, m.chat_message_id desc limit ${MESSAGE_PAGE_SIZE + 1}`,
    [...params, before],
  );
  const hasMore = rows.length > MESSAGE_PAGE_SIZE;
  return {
    messages: rows
      .slice(0, MESSAGE_PAGE_SIZE)
      .reverse()
      .map((r) => messageView(r, viewerId)),
    hasMore,
  };
}

export function directPage(db: Queryable, me: ChatMe, contactId: number, before: Date | null) {
  return page(
    db,
    '((m.sender_id = $1 and m.receiver_id = $2) or (m.sender_id = $2 and m.receiver_id = $1))',
    [me.userId, contactId],
    before,
    me.userId,
  );
}

export function groupPage(db: Queryable, me: ChatMe, groupId: number, before: Date | null) {
  return page(db, 'm.chat_group_id = $1', [groupId], before, me.userId);
}

export async function insertMessage(
  db: Queryable,
  me: ChatMe,
  to: { receiverId: number } | { groupId: number },
  text: string,
  at: Date,
): Promise<MessageRow> {
  const inserted = await firstRow<{ id: number }>(
    db,
    `insert into chat_messages (company_id, sender_id, receiver_id, chat_group_id, message, sent_at)
     values ($1, $2, $3, $4, $5, $6) returning chat_message_id as id`,
    [
      me.companyId,
      me.userId,
      'receiverId' in to ? to.receiverId : null,
      'groupId' in to ? to.groupId : null,
      text,
      at,
    ],
  );
  const row = await firstRow<MessageRow>(db, `${MESSAGE_SELECT} where m.chat_message_id = $1`, [
    inserted?.id,
  ]);
  if (!row) throw new Error('chat message not stored');
  return row;
}

/** Marks what `contactId` sent to me as read; how many messages changed. */
export async function markRead(db: Queryable, me: ChatMe, contactId: number, at: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `update chat_messages set read_at = $3
      where receiver_id = $1 and sender_id = $2 and read_at is null returning chat_message_id as id`,
    [me.userId, contactId, at],
  );
  return rows.length;
}

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  return numberOf(
    db,
    'select count(*)::int as value from chat_messages where receiver_id = $1 and read_at is null',
    [userId],
  );
}
