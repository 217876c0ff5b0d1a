import type { SendMessage, GroupPayload } from '../../openapi/generated/schema.js';
import { hasRole, Roles } from '../../domain/roles.js';
import type { AuthUser } from '../auth/access-tokens.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { Conflict, invalidInput, NotFound, orNotFound } from '../domain-errors.js';
import type { LivePublisher } from '../live/live-publisher.js';
import { block, blockStatus, unblock } from './chat-block-store.js';
import {
  countCompanyPeople,
  findGroup,
  groupMemberIds,
  insertGroup,
  listGroups,
  updateGroup,
  type GroupFields,
} from './chat-group-store.js';
import { chatMessages as m } from './chat-messages.js';
import { directPage, groupPage, insertMessage, isContact, markRead, messageView } from './chat-store.js';

interface ChatDeps {
  db: Database;
  clock: Clock;
  today(): string;
  live: LivePublisher;
}

const isHr = (me: AuthUser) => hasRole(me.roleName, [Roles.hr]);

/** The chat's rules (spec 000 §4, §5): who may write to whom, blocks, read receipts and HR's groups. */
export function createChatService({ db, clock, today, live }: ChatDeps) {
  async function requireContact(me: AuthUser, contactId: number) {
    if (!(await isContact(db, me, contactId))) throw new NotFound(m.contactNotFound);
  }

  async function requireGroup(me: AuthUser, groupId: number) {
    return orNotFound(await findGroup(db, me, groupId, isHr(me)), m.groupNotFound);
  }

  async function checkGroup(me: AuthUser, body: GroupPayload): Promise<GroupFields> {
    const name = body.name.trim();
    const participants = [...new Set(body.participants.filter((id) => id !== me.userId))];
    const errors = [];
    if (!name) errors.push({ field: 'name', message: m.groupName });
    if (participants.length === 0) errors.push({ field: 'participants', message: m.groupParticipants });
    else if ((await countCompanyPeople(db, me.companyId, participants)) !== participants.length)
      errors.push({ field: 'participants', message: m.groupParticipantUnknown });
    const expirationDate = body.expirationDate ?? null;
    if (expirationDate && expirationDate < today())
      errors.push({ field: 'expirationDate', message: m.groupExpiry });
    if (errors.length) throw invalidInput(errors);
    // The HR person who makes a group belongs to it.
    return { name, participants: [me.userId, ...participants], expirationDate };
  }

  async function groupReply(me: AuthUser, groupId: number) {
    const groups = await listGroups(db, me, true, today());
    return orNotFound(
      groups.find((g) => g.id === groupId),
      m.groupNotFound,
    );
  }

  return {
    async send(me: AuthUser, body: SendMessage) {
      const text = body.message.trim();
      if (!text) throw invalidInput([{ field: 'message', message: m.blank }]);
      if ((body.receiver === undefined) === (body.groupId === undefined))
        throw invalidInput([{ field: 'receiver', message: m.oneReceiver }]);
      if (body.receiver !== undefined) {
        const receiverId = body.receiver;
        if (receiverId === me.userId) throw invalidInput([{ field: 'receiver', message: m.self }]);
        await requireContact(me, receiverId);
        if ((await blockStatus(db, me.userId, receiverId)).locked) throw new Conflict(m.locked);
        const row = await insertMessage(db, me, { receiverId }, text, clock());
        await live.send('chat', [receiverId], 'ReceiveMessage', [messageView(row, receiverId)]);
        await live.send('chat', [me.userId], 'ReceiveMessage', [messageView(row, me.userId)]);
        return messageView(row, me.userId);
      }
      const groupId = body.groupId ?? 0;
      const group = await requireGroup(me, groupId);
      if (group.expiration_date && group.expiration_date < today()) throw new Conflict(m.readOnly);
      const row = await insertMessage(db, me, { groupId }, text, clock());
      const others = (await groupMemberIds(db, groupId)).filter((id) => id !== me.userId);
      await live.send('chat', others, 'ReceiveMessage', [messageView(row, 0)]);
      await live.send('chat', [me.userId], 'ReceiveMessage', [messageView(row, me.userId)]);
      return messageView(row, me.userId);
    },

    async directMessages(me: AuthUser, contactId: number, before: Date | null) {
      await requireContact(me, contactId);
      return directPage(db, me, contactId, before);
    },

    async groupMessages(me: AuthUser, groupId: number, before: Date | null) {
      await requireGroup(me, groupId);
      return groupPage(db, me, groupId, before);
    },

    async markRead(me: AuthUser, contactId: number) {
      await requireContact(me, contactId);
      const changed = await markRead(db, me, contactId, clock());
      // The sender's open conversation turns its ticks to 'Read' without a reload.
      if (changed > 0) await live.send('chat', [contactId], 'NotifyReading', [{ contactId: me.userId }]);
      return changed;
    },

    async status(me: AuthUser, contactId: number) {
      await requireContact(me, contactId);
      return blockStatus(db, me.userId, contactId);
    },

    async setBlocked(me: AuthUser, contactId: number, blocked: boolean) {
      await requireContact(me, contactId);
      if (blocked) await block(db, me.userId, contactId, clock());
      else await unblock(db, me.userId, contactId);
      const status = await blockStatus(db, me.userId, contactId);
      await live.send('chat', [contactId], 'BlockedContact', [
        { contactId: me.userId, locked: status.locked },
      ]);
      return status;
    },

    groups: (me: AuthUser) => listGroups(db, me, isHr(me), today()),

    async createGroup(me: AuthUser, body: GroupPayload) {
      const fields = await checkGroup(me, body);
      const id = await db.transaction((tx) => insertGroup(tx, me, fields, clock()));
      return groupReply(me, id);
    },

    async updateGroup(me: AuthUser, body: GroupPayload) {
      if (body.id === undefined) throw new NotFound(m.groupNotFound);
      const groupId = body.id;
      await requireGroup(me, groupId);
      const fields = await checkGroup(me, body);
      await db.transaction((tx) => updateGroup(tx, groupId, fields));
      return groupReply(me, groupId);
    },
  };
}
