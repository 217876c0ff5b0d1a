import { Drawer, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasRole, Roles } from '@/shared/account';
import { LiveStatus, useHub } from '@/shared/live';
import { useSession } from '@/shared/session';
import type { ChatDockEvent, ChatTarget } from '../../../machines/chat-dock.machine';
import { chatQueries, type ChatMessage } from './api';
import { useChatServices, type ChatServices } from './chat-services';
import { ChatsTab, ContactsTab, GroupsTab, ProfileTab } from './components/chat-lists';
import { Conversation, type ConversationStep } from './components/conversation';
import { GroupForm } from './components/group-form';
import { useChatDockFlow } from './flows/chat-dock.impl';
import { chatMessages as m } from './messages';

/** Below 575 px the dock takes the whole width. */
const PHONE = '(max-width: 574.98px)';

const tabs = ['chats', 'groups', 'contacts', 'profile'] as const;
type Tab = (typeof tabs)[number];
const showTab: Record<Tab, ChatDockEvent> = {
  chats: { type: 'dock.showChats' },
  groups: { type: 'dock.showGroups' },
  contacts: { type: 'dock.showContacts' },
  profile: { type: 'dock.showProfile' },
};

/**
 * The hub's chat events while the dock is open (spec 000 §4): a message refreshes the lists and its
 * conversation (and, when that conversation is open, marks it read so the sender sees it), a read receipt
 * refreshes the sender's ticks, and a block turns the open conversation locked or open. While the link is
 * down it says so quietly, and what was missed arrives when it is back.
 */
function ChatLive({
  target,
  services,
  send,
}: {
  target: ChatTarget | null;
  services: ChatServices;
  send(event: ChatDockEvent): void;
}) {
  const queryClient = useQueryClient();
  // The chats' list and the header's unread sign change together.
  const refreshChats = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chatQueries.chats() }),
      queryClient.invalidateQueries({ queryKey: chatQueries.unread() }),
    ]);
  const status = useHub('chat', {
    ReceiveMessage: (payload) => {
      const message = payload as ChatMessage;
      void refreshChats();
      if (message.groupId) {
        void queryClient.invalidateQueries({ queryKey: chatQueries.messages('group', message.groupId) });
        return;
      }
      const contactId = message.contactId ?? 0;
      void queryClient.invalidateQueries({ queryKey: chatQueries.messages('contact', contactId) });
      if (!message.isSender && target?.kind === 'contact' && target.id === contactId)
        void services.markRead(contactId).then(refreshChats);
    },
    NotifyReading: (payload) => {
      const { contactId } = payload as { contactId: number };
      void queryClient.invalidateQueries({ queryKey: chatQueries.messages('contact', contactId) });
    },
    BlockedContact: (payload) => {
      const { contactId, locked } = payload as { contactId: number; locked: boolean };
      if (target?.kind === 'contact' && target.id === contactId) send({ type: 'dock.statusChanged', locked });
    },
  });
  return <LiveStatus status={status} />;
}

/** The chat dock (spec 000 §4): a drawer with chats, groups (HR), contacts, profile and a conversation. */
export default function ChatDock({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const services = useChatServices();
  const queryClient = useQueryClient();
  const { roleName } = useSession();
  const isHr = hasRole(roleName, [Roles.hr]);
  const phone = useMediaQuery(PHONE);
  const [state, send] = useChatDockFlow(isHr, services, () => {
    void queryClient.invalidateQueries({ queryKey: chatQueries.all });
  });
  useEffect(() => {
    send({ type: opened ? 'dock.open' : 'dock.close' });
  }, [opened, send]);
  const { context } = state;
  const open = (target: ChatTarget) => send({ type: 'dock.openConversation', target });
  const browsing = state.matches({ open: 'browsing' });
  const tab = tabs.find((name) => state.matches({ open: { browsing: name } })) ?? 'chats';
  const conversation = state.matches({ open: 'conversation' });
  const step = conversation
    ? (state.value as { open: { conversation: ConversationStep } }).open.conversation
    : null;
  const groupForm = state.matches({ open: 'groupForm' }) || state.matches({ open: 'savingGroup' });
  return (
    <Drawer
      opened={state.matches('open')}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={m.title}
      closeButtonProps={{ 'aria-label': m.close }}
    >
      {state.matches('open') ? <ChatLive target={context.target} services={services} send={send} /> : null}
      {browsing ? (
        <Tabs value={tab} onChange={(value) => value && send(showTab[value as Tab])} color="grape.9">
          <Tabs.List aria-label={m.tabs.label} mb="sm" grow>
            <Tabs.Tab value="chats">{m.tabs.chats}</Tabs.Tab>
            {isHr ? <Tabs.Tab value="groups">{m.tabs.groups}</Tabs.Tab> : null}
            <Tabs.Tab value="contacts">{m.tabs.contacts}</Tabs.Tab>
            <Tabs.Tab value="profile">{m.tabs.profile}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="chats">
            {tab === 'chats' ? <ChatsTab isHr={isHr} onOpen={open} /> : null}
          </Tabs.Panel>
          {isHr ? (
            <Tabs.Panel value="groups">
              {tab === 'groups' ? (
                <GroupsTab onOpen={open} onNew={() => send({ type: 'dock.newGroup' })} />
              ) : null}
            </Tabs.Panel>
          ) : null}
          <Tabs.Panel value="contacts">
            {tab === 'contacts' ? <ContactsTab onOpen={open} /> : null}
          </Tabs.Panel>
          <Tabs.Panel value="profile">
            {tab === 'profile' ? <ProfileTab onFollow={onClose} /> : null}
          </Tabs.Panel>
        </Tabs>
      ) : null}
      {step && context.target ? (
        <Conversation
          key={`${context.target.kind}-${context.target.id}`}
          target={context.target}
          step={step}
          byMe={context.byMe}
          failure={context.failure}
          onBack={() => send({ type: 'dock.back' })}
          onSend={(text) => send({ type: 'dock.send', text })}
          onBlock={() => send({ type: 'dock.block' })}
          onUnblock={() => send({ type: 'dock.unblock' })}
          onConfirm={() => send({ type: 'dock.confirm' })}
          onCancel={() => send({ type: 'dock.cancel' })}
          onRetry={() => send({ type: 'dock.retry' })}
        />
      ) : null}
      {groupForm ? (
        <GroupForm
          saving={state.matches({ open: 'savingGroup' })}
          attempted={context.attempted}
          failure={context.failure}
          onSave={(group) => send({ type: 'dock.saveGroup', group })}
          onCancel={() => send({ type: 'dock.cancel' })}
        />
      ) : null}
    </Drawer>
  );
}
