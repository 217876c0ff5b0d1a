import { currentUser } from '../auth/request-auth.js';
import { createChatService } from '../chat/chat-service.js';
import { listChats, listContacts, unreadCount } from '../chat/chat-store.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

const CONTACTS_PAGE_SIZE = 20;
const ALL_CONTACTS = 10_000;

/** The chat dock's calls (spec 000 §7 Chat); live events go out on /hubs/chat. */
export function chatHandlers(services: Services) {
  const { db } = services;
  const chat = createChatService(services);
  return {
    sendChatMessage: async ({ request, body }) => ok(await chat.send(currentUser(request), body)),
    getChatContacts: async ({ request }) => ok(await listContacts(db, currentUser(request), 0, ALL_CONTACTS)),
    getChatUnread: async ({ request }) => ok({ unread: await unreadCount(db, currentUser(request).userId) }),
    async getChatContactsPage({ request, query }) {
      const limit = query.limit ?? CONTACTS_PAGE_SIZE;
      const rows = await listContacts(db, currentUser(request), query.offset ?? 0, limit + 1);
      return ok({ activeContacts: rows.slice(0, limit), hasMore: rows.length > limit });
    },
    getChats: async ({ request }) => ok(await listChats(db, currentUser(request))),
    getChatMessages: async ({ request, params }) =>
      ok(await chat.directMessages(currentUser(request), params.contactId, null)),
    getChatMessagesBefore: async ({ request, params }) =>
      ok(await chat.directMessages(currentUser(request), params.contactId, new Date(params.beforeDate))),
    getChatGroupMessages: async ({ request, params }) =>
      ok(await chat.groupMessages(currentUser(request), params.groupId, null)),
    getChatGroupMessagesBefore: async ({ request, params }) =>
      ok(await chat.groupMessages(currentUser(request), params.groupId, new Date(params.beforeDate))),
    markChatRead: async ({ request, params }) => ok(await chat.markRead(currentUser(request), params.id)),
    createChatGroup: async ({ request, body }) => ok(await chat.createGroup(currentUser(request), body)),
    updateChatGroup: async ({ request, body }) => ok(await chat.updateGroup(currentUser(request), body)),
    getChatGroups: async ({ request }) => ok(await chat.groups(currentUser(request))),
    getChatContactStatus: async ({ request, params }) =>
      ok(await chat.status(currentUser(request), params.id)),
    blockChatContact: async ({ request, params }) =>
      ok(await chat.setBlocked(currentUser(request), params.id, true)),
    unblockChatContact: async ({ request, params }) =>
      ok(await chat.setBlocked(currentUser(request), params.id, false)),
  } satisfies Partial<HandlerMap>;
}
