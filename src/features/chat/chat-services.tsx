import { servicesContext } from '@/shared/services-context';
import type {
  ChatContactStatus,
  ChatConversationState,
  ChatGroupPayload,
  ChatSendPayload,
  ChatTarget,
} from '../../../machines/chat-dock.machine';
import { chatCalls, type ChatContact, type ChatGroup, type ContactsPage, type MessagesPage } from './api';

/** What the dock reads and calls; tests pass fakes, the app the gateway. */
export interface ChatServices {
  chats(): Promise<ChatContact[]>;
  groups(): Promise<ChatGroup[]>;
  contacts(): Promise<ChatContact[]>;
  contactsPage(offset: number): Promise<ContactsPage>;
  messages(target: ChatTarget): Promise<MessagesPage>;
  markRead(contactId: number): Promise<unknown>;
  openConversation(target: ChatTarget): Promise<ChatConversationState>;
  send(payload: ChatSendPayload): Promise<void>;
  setBlocked(request: { contactId: number; blocked: boolean }): Promise<ChatContactStatus>;
  createGroup(group: ChatGroupPayload): Promise<void>;
}

const context = servicesContext<ChatServices>(chatCalls);
export const ChatServicesProvider = context.Provider;
export const useChatServices = context.useServices;
