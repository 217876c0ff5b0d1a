import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';
import type * as Dock from '../../../machines/chat-dock.machine';
import { CHAT_UNREAD_KEY } from './unread-sign';

export type { ChatContact, ChatMessage, ChatGroup, ContactsPage, MessagesPage } from '@openapi/schema';

/** The dock's query keys; the only place they are written. */
export const chatQueries = {
  all: ['chat'] as const,
  chats: () => [...chatQueries.all, 'chats'] as const,
  groups: () => [...chatQueries.all, 'groups'] as const,
  contacts: () => [...chatQueries.all, 'contacts'] as const,
  unread: () => CHAT_UNREAD_KEY,
  contactPages: () => [...chatQueries.all, 'contact-pages'] as const,
  messages: (kind: Dock.ChatTarget['kind'], id: number) =>
    [...chatQueries.all, 'messages', kind, id] as const,
};

/** Contacts shown per page of the contacts tab (spec 000 §9). */
const CONTACTS_PAGE = 20;

/** The gateway's chat calls (spec 000 §7 Chat). */
export const chatCalls = {
  chats: () => unwrap(api.GET('/chats')).then((list) => list ?? []),
  groups: () => unwrap(api.GET('/chats/groups')).then((list) => list ?? []),
  contacts: () => unwrap(api.GET('/chats/contacts')).then((list) => list ?? []),
  unread: () => unwrap(api.GET('/chats/unread')).then((reply) => reply?.unread ?? 0),
  contactsPage: (offset: number) =>
    unwrap(api.GET('/chats/contactsOpt', { params: { query: { offset, limit: CONTACTS_PAGE } } })).then(
      (page) => page ?? { activeContacts: [], hasMore: false },
    ),
  messages: (target: Dock.ChatTarget) =>
    unwrap(
      target.kind === 'contact'
        ? api.GET('/chats/messages/{contactId}', { params: { path: { contactId: target.id } } })
        : api.GET('/chats/groupmessages/{groupId}', { params: { path: { groupId: target.id } } }),
    ).then((page) => page ?? { messages: [], hasMore: false }),
  markRead: (contactId: number) =>
    unwrap(api.PUT('/chats/updateread/{id}', { params: { path: { id: contactId } } })),
  /** Opening a conversation marks the contact's messages read and reads whether it is blocked. */
  async openConversation(target: Dock.ChatTarget): Promise<Dock.ChatConversationState> {
    if (target.kind === 'group') return { byMe: false, locked: false, readOnly: target.readOnly };
    await chatCalls.markRead(target.id);
    const status = await unwrap(
      api.GET('/chats/contactstatus/{id}', { params: { path: { id: target.id } } }),
    );
    return { byMe: status?.byMe ?? false, locked: status?.locked ?? false, readOnly: false };
  },
  async send({ target, text }: Dock.ChatSendPayload): Promise<void> {
    const body =
      target.kind === 'contact'
        ? { message: text, receiver: target.id }
        : { message: text, groupId: target.id };
    await unwrap(api.POST('/chats/sendmessage', { body }));
  },
  async setBlocked({
    contactId,
    blocked,
  }: {
    contactId: number;
    blocked: boolean;
  }): Promise<Dock.ChatContactStatus> {
    const options = { params: { path: { id: contactId } } };
    const status = await unwrap(
      blocked
        ? api.PUT('/chats/blockedcontact/{id}', options)
        : api.DELETE('/chats/blockedcontact/{id}', options),
    );
    return status ?? { byMe: blocked, locked: blocked };
  },
  async createGroup(group: Dock.ChatGroupPayload): Promise<void> {
    await unwrap(api.POST('/chats/groups', { body: group }));
  },
};
