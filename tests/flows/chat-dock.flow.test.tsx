import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyMachineSnapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { ChatButton } from '@/features/chat/chat-button';
import { ChatServicesProvider, type ChatServices } from '@/features/chat/chat-services';
import { chatMessages as m } from '@/features/chat/messages';
import {
  chatDockMachine,
  type ChatContactStatus,
  type ChatConversationState,
  type ChatDockContext,
  type ChatDockEvent,
  type ChatDockInput,
  type ChatGroupPayload,
  type ChatSendPayload,
  type ChatTarget,
} from '../../machines/chat-dock.machine';
import { createGate, settleInvoked } from './support/gate';
import { renderAsMember } from './support/render-member';
import {
  coverageOf,
  distinctPaths,
  nothingReached,
  toModelMachine,
  walk,
  type ModelPath,
  type ModelStep,
} from './support/test-model';
import { itCoversTheModel, pathCases } from './support/model-suite';
import type * as LiveModule from '@/shared/live';

/** The live hub's handlers the dock registers, so the test can play the gateway's events. */
const hub = vi.hoisted(() => ({ handlers: {} as Record<string, (...args: unknown[]) => void> }));
vi.mock('@/shared/live', async (importOriginal) => ({
  ...(await importOriginal<typeof LiveModule>()),
  useHub: (_name: string, handlers: Record<string, (...args: unknown[]) => void>) => {
    hub.handlers = handlers;
    return 'live';
  },
}));

const c = m.conversation;
const g = m.group;

const carlos = { contactId: 11, name: 'Carlos Mendoza', image: null, identityFlagName: null };
const sofia = { contactId: 12, name: 'Sofía Reyes', image: null, identityFlagName: null };
const chats = [{ ...carlos, unread: 2, lastMessageDate: '2026-11-20T17:00:00Z' }];
const contacts = [
  { ...carlos, unread: 0, lastMessageDate: null },
  { ...sofia, unread: 0, lastMessageDate: null },
];
const group = {
  id: 3,
  name: 'Comité de orgullo',
  image: null,
  expirationDate: null,
  readOnly: false,
  contacts: contacts,
};
const contactTarget: ChatTarget = { kind: 'contact', id: carlos.contactId, name: carlos.name };
const groupTarget: ChatTarget = { kind: 'group', id: group.id, name: group.name, readOnly: false };
const messages = [
  {
    messageId: 1,
    message: 'Hola, ¿vienes a la reunión?',
    date: '2026-11-20T16:00:00Z',
    isSender: false,
    senderName: carlos.name,
    status: 'Read' as const,
    contactId: carlos.contactId,
    groupId: null,
  },
  {
    messageId: 2,
    message: 'Sí, ahí nos vemos.',
    date: '2026-11-20T16:05:00Z',
    isSender: true,
    senderName: 'Ana López',
    status: 'Sent' as const,
    contactId: carlos.contactId,
    groupId: null,
  },
];
const text = 'Hola, ¿cómo estás?';
const validGroup: ChatGroupPayload = {
  name: 'Comité',
  participants: [carlos.contactId],
  expirationDate: null,
};
const emptyGroup: ChatGroupPayload = { name: '', participants: [], expirationDate: null };
const lockedMessage = 'No puedes enviar mensajes a este contacto: la conversación está bloqueada.';

type ModelEvent =
  | ChatDockEvent
  | { type: 'xstate.done.actor.openConversation'; output: ChatConversationState }
  | { type: 'xstate.error.actor.openConversation'; error: Error }
  | { type: 'xstate.done.actor.sendMessage' }
  | { type: 'xstate.error.actor.sendMessage'; error: Error }
  | { type: 'xstate.done.actor.setBlocked'; output: ChatContactStatus }
  | { type: 'xstate.error.actor.setBlocked'; error: Error }
  | { type: 'xstate.done.actor.unblock'; output: ChatContactStatus }
  | { type: 'xstate.error.actor.unblock'; error: Error }
  | { type: 'xstate.done.actor.createGroup' }
  | { type: 'xstate.error.actor.createGroup'; error: Error };

const common: ModelEvent[] = [
  { type: 'dock.open' },
  { type: 'dock.close' },
  { type: 'dock.showChats' },
  { type: 'dock.showGroups' },
  { type: 'dock.showContacts' },
  { type: 'dock.showProfile' },
  { type: 'dock.back' },
  { type: 'dock.send', text },
  { type: 'dock.block' },
  { type: 'dock.unblock' },
  { type: 'dock.confirm' },
  { type: 'dock.cancel' },
  { type: 'dock.retry' },
  { type: 'dock.statusChanged', locked: true },
  { type: 'dock.statusChanged', locked: false },
  { type: 'dock.newGroup' },
  { type: 'dock.saveGroup', group: validGroup },
  { type: 'dock.saveGroup', group: emptyGroup },
  { type: 'xstate.done.actor.openConversation', output: { byMe: false, locked: false, readOnly: false } },
  { type: 'xstate.done.actor.openConversation', output: { byMe: true, locked: true, readOnly: false } },
  { type: 'xstate.done.actor.openConversation', output: { byMe: false, locked: true, readOnly: false } },
  { type: 'xstate.error.actor.openConversation', error: new Error('El contacto no existe.') },
  { type: 'xstate.done.actor.sendMessage' },
  { type: 'xstate.error.actor.sendMessage', error: new Error(lockedMessage) },
  { type: 'xstate.done.actor.setBlocked', output: { byMe: true, locked: true } },
  { type: 'xstate.error.actor.setBlocked', error: new Error('Sin conexión') },
  { type: 'xstate.done.actor.unblock', output: { byMe: false, locked: false } },
  { type: 'xstate.done.actor.unblock', output: { byMe: false, locked: true } },
  { type: 'xstate.error.actor.unblock', error: new Error('Sin conexión') },
  { type: 'xstate.done.actor.createGroup' },
  {
    type: 'xstate.error.actor.createGroup',
    error: new Error('Hay participantes que no pertenecen a la empresa.'),
  },
];

/** Only what a person can do where they are: open a contact from chats or contacts, a group from groups. */
function eventsFor(state: AnyMachineSnapshot): ModelEvent[] {
  const context = state.context as ChatDockContext;
  const opening: ModelEvent[] = [];
  if (state.matches({ open: { browsing: 'groups' } }))
    opening.push({ type: 'dock.openConversation', target: groupTarget });
  if (state.matches({ open: { browsing: 'chats' } }) || state.matches({ open: { browsing: 'contacts' } }))
    opening.push({ type: 'dock.openConversation', target: contactTarget });
  const groupOpen = context.target?.kind === 'group';
  const own: ModelEvent[] = common.filter((event) => {
    // An expired group reads as read only; a contact's conversation never does.
    if (event.type === 'xstate.done.actor.openConversation') return !groupOpen || !event.output.locked;
    // The live block event only concerns contacts.
    if (event.type === 'dock.statusChanged') return !groupOpen;
    return true;
  });
  if (groupOpen)
    own.push({
      type: 'xstate.done.actor.openConversation',
      output: { byMe: false, locked: false, readOnly: true },
    });
  return [...opening, ...own].filter((event) => state.can(event));
}

const input: ChatDockInput = { isHr: true };

/**
 * A state is the statechart's value plus what shows: who the conversation is with, one's own block, whether a
 * reason and required marks show. The shortest path to each, by each transition, is walked on the dock.
 */
function dockPaths() {
  const model = toModelMachine(chatDockMachine);
  const abstract = (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ChatDockContext;
    return JSON.stringify({
      value: snapshot.value,
      target: context.target?.kind ?? null,
      byMe: context.byMe,
      failure: context.failure !== '',
      attempted: context.attempted,
    });
  };
  const testModel = createTestModel(model, {
    events: (state) => eventsFor(state),
    // The model adds a bare event for each type a state listens to; only the listed ones are walked.
    filterEvents: (state, event) => {
      const key = JSON.stringify(event);
      return eventsFor(state).some((listed) => JSON.stringify(listed) === key);
    },
    input,
    // How a state was reached is part of it, so every transition gets a path of its own.
    serializeState: (state, event, previous) =>
      `${abstract(state)} after ${event?.type ?? 'start'} from ${previous ? abstract(previous) : 'start'}`,
    serializeTransition: (state, event, previous) =>
      `${abstract(state)}${event && previous ? ` via ${JSON.stringify(event)} from ${abstract(previous)}` : ''}`,
  });
  // Each shortest path is replayed on its own; a path is kept only when it reaches a state or transition
  // that the kept ones do not, so the rendered walk stays short.
  const reached = nothingReached();
  const kept: ModelPath<ModelEvent, ChatDockInput>[] = [];
  const candidates = testModel
    .getShortestPaths()
    .map((path) => path.steps.slice(1).map((step) => step.event as ModelEvent))
    .sort((a, b) => b.length - a.length);
  for (const events of candidates) {
    const own = nothingReached();
    const replay = walk(model, input, events, own);
    const adds =
      [...own.states].some((id) => !reached.states.has(id)) ||
      [...own.transitions].some((key) => !reached.transitions.has(key));
    if (!adds) continue;
    own.states.forEach((id) => reached.states.add(id));
    own.transitions.forEach((key) => reached.transitions.add(key));
    kept.push({ description: events.map((event) => event.type).join(' → '), input, ...replay });
  }
  return { paths: distinctPaths(kept), coverage: coverageOf(model, reached) };
}

const { paths, coverage } = dockPaths();

function renderDock(roleName = 'Recursos Humanos') {
  const gates = {
    open: createGate<ChatTarget, ChatConversationState>(),
    send: createGate<ChatSendPayload, void>(),
    block: createGate<{ contactId: number; blocked: boolean }, ChatContactStatus>(),
    group: createGate<ChatGroupPayload, void>(),
  };
  const services: ChatServices = {
    chats: async () => chats,
    groups: async () => [group],
    contacts: async () => contacts,
    contactsPage: async () => ({ activeContacts: contacts, hasMore: false }),
    messages: async () => ({ messages, hasMore: false }),
    markRead: vi.fn(async () => 0),
    openConversation: gates.open.call,
    send: gates.send.call,
    setBlocked: gates.block.call,
    createGroup: gates.group.call,
  };
  renderAsMember(
    <ChatServicesProvider services={services}>
      <ChatButton />
    </ChatServicesProvider>,
    { roleName },
  );
  return { gates, services, user: userEvent.setup({ delay: null }) };
}
type App = ReturnType<typeof renderDock>;

const dock = () => screen.getByRole('dialog', { name: m.title });
const inDock = () => within(dock());
const button = (name: string | RegExp) => inDock().getByRole('button', { name });

async function fillGroup(group: ChatGroupPayload, user: App['user']) {
  const name = inDock().getByRole('textbox', { name: new RegExp(g.name) });
  await user.clear(name);
  if (group.name) await user.type(name, group.name);
  for (const contact of contacts) {
    const box = inDock().getByRole('checkbox', { name: contact.name });
    const wanted = group.participants.includes(contact.contactId);
    if ((box as HTMLInputElement).checked !== wanted) await user.click(box);
  }
}

/** The dock's tabs, by the event that shows each. */
const tabs: Partial<Record<ModelEvent['type'], string>> = {
  'dock.showChats': m.tabs.chats,
  'dock.showGroups': m.tabs.groups,
  'dock.showContacts': m.tabs.contacts,
  'dock.showProfile': m.tabs.profile,
};

/** The events that are one press of a dock button, by the button's name. */
const pressOnly: Partial<Record<ModelEvent['type'], string>> = {
  'dock.close': m.close,
  'dock.back': c.back,
  'dock.block': c.block,
  'dock.unblock': c.unblock,
  'dock.confirm': c.yes,
  'dock.cancel': c.cancel,
  'dock.retry': c.retry,
};

/** The gates behind the dock's calls, by the statechart's actor id. */
const gateOf = {
  openConversation: 'open',
  sendMessage: 'send',
  setBlocked: 'block',
  unblock: 'block',
  createGroup: 'group',
};

async function perform(event: ModelEvent, { user, gates }: App) {
  const settled = settleInvoked(event, gates, gateOf);
  if (settled) return settled;
  const tab = tabs[event.type];
  if (tab !== undefined) return user.click(inDock().getByRole('tab', { name: tab }));
  const pressed = pressOnly[event.type];
  if (pressed !== undefined) return user.click(button(pressed));
  switch (event.type) {
    case 'dock.open':
      await user.click(screen.getByRole('button', { name: m.open }));
      await screen.findByRole('dialog', { name: m.title });
      return;
    case 'dock.openConversation':
      return user.click(await inDock().findByRole('button', { name: new RegExp(event.target.name) }));
    case 'dock.send': {
      const box = inDock().getByRole('textbox', { name: c.message });
      await user.clear(box);
      await user.type(box, event.text);
      return user.click(button(c.send));
    }
    case 'dock.statusChanged':
      return act(() => hub.handlers.BlockedContact?.({ contactId: carlos.contactId, locked: event.locked }));
    case 'dock.newGroup':
      return user.click(await inDock().findByRole('button', { name: g.create }));
    case 'dock.saveGroup':
      await inDock().findByRole('checkbox', { name: carlos.name });
      await fillGroup(event.group, user);
      return user.click(button(g.save));
  }
}

/** What a person sees in each state. */
async function expectState(state: ModelStep<ModelEvent>['state'], { gates }: App) {
  const context = state.context as ChatDockContext;
  if (state.matches('closed')) {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.open })).toHaveAttribute('aria-expanded', 'false');
    return;
  }
  expect(dock()).toBeVisible();
  const tabs: [string, string][] = [
    ['chats', m.tabs.chats],
    ['groups', m.tabs.groups],
    ['contacts', m.tabs.contacts],
    ['profile', m.tabs.profile],
  ];
  for (const [name, label] of tabs) {
    if (state.matches({ open: { browsing: name } }))
      expect(inDock().getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  }
  if (state.matches({ open: { browsing: 'chats' } }))
    expect(await inDock().findByRole('button', { name: new RegExp(carlos.name) })).toBeVisible();
  if (state.matches({ open: { browsing: 'groups' } }))
    expect(await inDock().findByRole('button', { name: new RegExp(group.name) })).toBeVisible();
  if (state.matches({ open: { browsing: 'contacts' } }))
    expect(await inDock().findByRole('button', { name: new RegExp(sofia.name) })).toBeVisible();
  if (state.matches({ open: { browsing: 'profile' } }))
    expect(inDock().getByRole('link', { name: m.profile.link })).toHaveAttribute('href', '/profile');

  if (state.matches({ open: 'conversation' })) {
    const target = context.target as ChatTarget;
    expect(inDock().getByRole('heading', { name: target.name })).toBeVisible();
    const composer = inDock().getByRole('textbox', { name: c.message });
    const send = button(c.send);
    const at = (step: string) => state.matches({ open: { conversation: step } });
    if (!at('failed')) {
      const log = await inDock().findByRole('log', { name: c.log(target.name) });
      expect(within(log).getByText(messages[0]?.message ?? '')).toBeVisible();
      if (target.kind === 'contact') expect(within(log).getByText(/Enviado/)).toBeVisible();
    }
    expect(composer).toHaveProperty('disabled', !(at('ready') || at('sending')));
    if (!at('ready')) expect(send).toBeDisabled();
    expect(inDock().queryByRole('button', { name: c.block }) !== null).toBe(
      at('ready') && target.kind === 'contact',
    );
    expect(inDock().queryByRole('button', { name: c.unblock }) !== null).toBe(at('locked') && context.byMe);
    if (at('loading')) expect(gates.open.input).toEqual(target);
    if (at('failed')) expect(inDock().getByRole('alert')).toHaveTextContent(c.failed);
    if (at('sending')) {
      expect(send).toHaveAttribute('data-loading', 'true');
      expect(gates.send.input).toEqual({ target, text });
    }
    if (at('locked')) expect(inDock().getByText(context.byMe ? c.blockedByMe : c.locked)).toBeVisible();
    if (at('readOnly')) expect(inDock().getByText(c.readOnly)).toBeVisible();
    const question = at('confirmBlock') || at('blocking') ? c.confirmBlock(target.name) : null;
    const undo = at('confirmUnblock') || at('unblocking') ? c.confirmUnblock(target.name) : null;
    for (const asked of [question, undo].filter((q): q is string => q !== null))
      expect(inDock().getByRole('group', { name: asked })).toBeVisible();
    if (at('blocking') || at('unblocking')) {
      expect(button(c.yes)).toHaveAttribute('data-loading', 'true');
      expect(gates.block.input).toEqual({ contactId: target.id, blocked: at('blocking') });
    }
  }
  const forming = state.matches({ open: 'groupForm' }) || state.matches({ open: 'savingGroup' });
  if (forming) {
    expect(inDock().getByRole('heading', { name: g.title })).toBeVisible();
    const marks = state.matches({ open: 'groupForm' }) && context.attempted;
    expect(inDock().queryByText(g.nameRequired) !== null).toBe(marks);
    expect(inDock().queryByText(g.participantsRequired) !== null).toBe(marks);
    if (state.matches({ open: 'savingGroup' })) {
      expect(button(g.save)).toHaveAttribute('data-loading', 'true');
      expect(gates.group.input).toEqual(validGroup);
    }
  }
  if (context.failure && !state.matches({ open: { conversation: 'failed' } }))
    expect(inDock().getByRole('alert')).toHaveTextContent(context.failure);
  else if (!state.matches({ open: { conversation: 'failed' } }))
    expect(inDock().queryByRole('alert')).not.toBeInTheDocument();
}

describe('chat dock flow (model-based, rendered)', () => {
  itCoversTheModel('chat-dock', coverage);

  it('hides the groups tab from members and lists their groups under chats', async () => {
    const app = renderDock('Usuario');
    await perform({ type: 'dock.open' }, app);
    expect(inDock().queryByRole('tab', { name: m.tabs.groups })).not.toBeInTheDocument();
    expect(await inDock().findByRole('button', { name: new RegExp(group.name) })).toBeVisible();
  });

  it('does not send a blank message', async () => {
    const app = renderDock();
    await perform({ type: 'dock.open' }, app);
    await perform({ type: 'dock.openConversation', target: contactTarget }, app);
    await perform(
      { type: 'xstate.done.actor.openConversation', output: { byMe: false, locked: false, readOnly: false } },
      app,
    );
    await app.user.type(inDock().getByRole('textbox', { name: c.message }), '   ');
    expect(button(c.send)).toBeDisabled();
    await app.user.type(inDock().getByRole('textbox', { name: c.message }), '{Enter}');
    expect(app.gates.send.waiting).toBe(false);
  });

  it.each(pathCases(paths))('%s', async (_, path) => {
    const app = renderDock();
    await expectState(path.start, app);
    for (const step of path.steps) {
      await perform(step.event, app);
      await expectState(step.state, app);
      if (step.event.type === 'xstate.done.actor.createGroup') {
        expect((await screen.findAllByText(g.created)).length).toBeGreaterThan(0);
      }
    }
  });
});
