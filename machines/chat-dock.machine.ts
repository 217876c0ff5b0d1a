import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes } from './shared/machine-types';
import type { components } from '../openapi/generated/schema';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

export type ChatContactStatus = components['schemas']['ChatContactStatus'];
export type ChatGroupPayload = components['schemas']['GroupPayload'];

/** Who a conversation is with: one person, or a group (read only once it has expired). */
export type ChatTarget =
  | { kind: 'contact'; id: number; name: string }
  | { kind: 'group'; id: number; name: string; readOnly: boolean };

/** What a conversation allows once open: a contact's block state; a group's expiry. */
export interface ChatConversationState {
  byMe: boolean;
  locked: boolean;
  readOnly: boolean;
}

export interface ChatSendPayload {
  target: ChatTarget;
  text: string;
}

export interface ChatDockInput {
  /** 'Recursos Humanos' sees the groups tab and creates groups (spec 000 §4). */
  isHr: boolean;
}

export interface ChatDockContext extends ChatDockInput {
  target: ChatTarget | null;
  byMe: boolean;
  /** The reason of the last failed call, shown until the next step. */
  failure: string;
  /** A group form was submitted with something missing, so its required marks show. */
  attempted: boolean;
}

export type ChatDockEvent =
  | { type: 'dock.open' }
  | { type: 'dock.close' }
  | { type: 'dock.showChats' }
  | { type: 'dock.showGroups' }
  | { type: 'dock.showContacts' }
  | { type: 'dock.showProfile' }
  | { type: 'dock.openConversation'; target: ChatTarget }
  | { type: 'dock.back' }
  | { type: 'dock.send'; text: string }
  | { type: 'dock.block' }
  | { type: 'dock.unblock' }
  | { type: 'dock.confirm' }
  | { type: 'dock.cancel' }
  | { type: 'dock.retry' }
  /** BlockedContact from the live hub, for the open conversation's contact. */
  | { type: 'dock.statusChanged'; locked: boolean }
  | { type: 'dock.newGroup' }
  | { type: 'dock.saveGroup'; group: ChatGroupPayload };

type Of<T extends ChatDockEvent['type']> = Extract<ChatDockEvent, { type: T }>;

const blank = (text: string) => text.trim() === '';

/** Name and at least one participant; the expiry is optional (spec 000 §5). */
const isCompleteGroup = (group: ChatGroupPayload) => !blank(group.name) && group.participants.length > 0;

export const chatDockMachine = setup({
  types: machineTypes<ChatDockContext, ChatDockEvent, ChatDockInput>(),
  actors: {
    openConversation: appProvided<ChatConversationState, ChatTarget>('openConversation'),
    sendMessage: appProvided<void, ChatSendPayload>('sendMessage'),
    setBlocked: appProvided<ChatContactStatus, { contactId: number; blocked: boolean }>('setBlocked'),
    createGroup: appProvided<void, ChatGroupPayload>('createGroup'),
  },
  guards: {
    isHr: ({ context }) => context.isHr,
    isReadOnly: ({ event }) => (event as unknown as { output: ChatConversationState }).output.readOnly,
    isLocked: ({ event }) => (event as unknown as { output: ChatConversationState }).output.locked,
    isHrGroup: ({ context }) => context.isHr && context.target?.kind === 'group',
    isContact: ({ context }) => context.target?.kind === 'contact',
    blockedByMe: ({ context }) => context.byMe,
    hasText: ({ event }) => !blank((event as Of<'dock.send'>).text),
    nowLocked: ({ event }) => (event as Of<'dock.statusChanged'>).locked,
    nowOpen: ({ event }) => !(event as Of<'dock.statusChanged'>).locked,
    isCompleteGroup: ({ event }) => isCompleteGroup((event as Of<'dock.saveGroup'>).group),
  },
  actions: {
    setTarget: assign({
      target: ({ event }) => (event as Of<'dock.openConversation'>).target,
      byMe: false,
      failure: '',
    }),
    setStatus: assign({
      byMe: ({ event }) => (event as unknown as { output: ChatConversationState }).output.byMe,
    }),
    setBlockedStatus: assign({
      byMe: ({ event }) => (event as unknown as { output: ChatContactStatus }).output.byMe,
      failure: '',
    }),
    /** An open conversation has no block of one's own. */
    clearByMe: assign({ byMe: false }),
    setFailure: assign({
      failure: ({ event }) => {
        const error = (event as unknown as { error: unknown }).error;
        return error instanceof Error ? error.message : '';
      },
    }),
    clearFailure: assign({ failure: '' }),
    markAttempted: assign({ attempted: true }),
    resetGroupForm: assign({ attempted: false, failure: '' }),
    /** The lists refresh after a message, a block or a new group. */
    refresh: () => {},
    /** 'Se creó el grupo', once the gateway has it. */
    announceGroup: () => {},
  },
}).createMachine({
  id: 'chatDock',
  context: ({ input }) => ({ ...input, target: null, byMe: false, failure: '', attempted: false }),
  meta: {
    title: 'Chat',
    area: 'Chat',
    description:
      'El chat de las personas con sesión (spec 000 §4, §5, §7): cerrado hasta que se abre; abierto muestra las ' +
      'pestañas Chats, Grupos (solo Recursos Humanos), Contactos y Perfil. Abrir una conversación marca como ' +
      'leídos los mensajes del contacto y consulta si está bloqueada: bloqueada (por cualquiera de las dos ' +
      'personas) o de un grupo expirado no deja enviar; un mensaje en blanco no se envía. Bloquear y desbloquear ' +
      'piden confirmación y solo quien bloqueó puede desbloquear; un bloqueo en vivo cambia la conversación sin ' +
      'recargar. Recursos Humanos crea grupos con nombre y al menos un participante (expiración opcional). Un ' +
      'fallo muestra el motivo del servidor.',
    input: { isHr: true },
    samples: {
      'dock.openConversation': [
        { target: { kind: 'contact', id: 11, name: 'Carlos Mendoza' } },
        { target: { kind: 'group', id: 3, name: 'Comité de orgullo', readOnly: false } },
      ],
      'dock.send': [{ text: 'Hola, ¿cómo estás?' }, { text: '   ' }],
      'dock.statusChanged': [{ locked: true }, { locked: false }],
      'dock.saveGroup': [
        { group: { name: 'Comité de orgullo', participants: [11], expirationDate: null } },
        { group: { name: '', participants: [], expirationDate: null } },
      ],
      'xstate.done.actor.openConversation': [
        { output: { byMe: false, locked: false, readOnly: false } },
        { output: { byMe: true, locked: true, readOnly: false } },
        { output: { byMe: false, locked: false, readOnly: true } },
      ],
      'xstate.done.actor.setBlocked': [
        { output: { byMe: true, locked: true } },
        { output: { byMe: false, locked: false } },
      ],
      'xstate.error.actor.openConversation': [{ error: { message: 'El contacto no existe.' } }],
      'xstate.error.actor.sendMessage': [
        {
          error: {
            message: 'No puedes enviar mensajes a este contacto: la conversación está bloqueada.',
          },
        },
      ],
      'xstate.error.actor.setBlocked': [{ error: { message: 'Sin conexión' } }],
      'xstate.error.actor.createGroup': [{ error: { message: 'Agrega al menos un participante.' } }],
    },
  } satisfies MachineMeta<
    ChatDockInput,
    MachineSamples<
      ChatDockEvent,
      'openConversation' | 'sendMessage' | 'setBlocked' | 'createGroup',
      { openConversation: ChatConversationState; setBlocked: ChatContactStatus }
    >
  >,
  initial: 'closed',
  states: {
    closed: { on: { 'dock.open': { target: 'open', actions: 'clearFailure' } } },
    open: {
      on: { 'dock.close': 'closed' },
      initial: 'browsing',
      states: {
        browsing: {
          initial: 'chats',
          on: {
            'dock.showChats': '.chats',
            'dock.showGroups': { guard: 'isHr', target: '.groups' },
            'dock.showContacts': '.contacts',
            'dock.showProfile': '.profile',
            'dock.openConversation': { target: 'conversation', actions: 'setTarget' },
          },
          states: {
            /** Conversations, latest first (for members, also the groups they belong to). */
            chats: {},
            /** Every group of the company, with 'Nuevo grupo' (HR only). */
            groups: {
              on: { 'dock.newGroup': { target: '#chatDock.open.groupForm', actions: 'resetGroupForm' } },
            },
            /** The company's people, 20 at a time. */
            contacts: {},
            /** The signed-in person's name and a link to the profile. */
            profile: {},
          },
        },
        conversation: {
          initial: 'loading',
          // Back to the groups for HR's group conversations, to the chats otherwise.
          on: {
            'dock.back': [
              { guard: 'isHrGroup', target: 'browsing.groups', actions: 'clearFailure' },
              { target: 'browsing.chats', actions: 'clearFailure' },
            ],
          },
          states: {
            /** Marks the contact's messages read and asks whether the conversation is blocked. */
            loading: {
              invoke: {
                id: 'openConversation',
                src: 'openConversation',
                input: ({ context }) => context.target as ChatTarget,
                onDone: [
                  { guard: 'isReadOnly', target: 'readOnly' },
                  { guard: 'isLocked', target: 'locked', actions: 'setStatus' },
                  { target: 'ready', actions: 'setStatus' },
                ],
                onError: { target: 'failed', actions: 'setFailure' },
              },
            },
            failed: { on: { 'dock.retry': { target: 'loading', actions: 'clearFailure' } } },
            ready: {
              on: {
                'dock.send': { guard: 'hasText', target: 'sending', actions: 'clearFailure' },
                'dock.block': { guard: 'isContact', target: 'confirmBlock', actions: 'clearFailure' },
                'dock.statusChanged': { guard: 'nowLocked', target: 'locked', actions: 'clearFailure' },
              },
            },
            sending: {
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                input: ({ context, event }) => ({
                  target: context.target as ChatTarget,
                  text: (event as Of<'dock.send'>).text.trim(),
                }),
                onDone: { target: 'ready', actions: ['clearFailure', 'refresh'] },
                // A refusal may mean the conversation was blocked meanwhile: ask again, keeping the reason.
                onError: { target: 'loading', actions: 'setFailure' },
              },
            },
            /** Either person blocked the other: nobody can send; who blocked can unblock. */
            locked: {
              on: {
                'dock.unblock': { guard: 'blockedByMe', target: 'confirmUnblock', actions: 'clearFailure' },
                'dock.statusChanged': { guard: 'nowOpen', target: 'ready', actions: 'clearByMe' },
              },
            },
            /** An expired group: its messages can be read, not written. */
            readOnly: {},
            confirmBlock: {
              on: {
                'dock.confirm': 'blocking',
                'dock.cancel': 'ready',
              },
            },
            blocking: {
              invoke: {
                id: 'setBlocked',
                src: 'setBlocked',
                input: ({ context }) => ({ contactId: context.target?.id ?? 0, blocked: true }),
                onDone: { target: 'locked', actions: ['setBlockedStatus', 'refresh'] },
                onError: { target: 'ready', actions: 'setFailure' },
              },
            },
            confirmUnblock: {
              on: {
                'dock.confirm': 'unblocking',
                'dock.cancel': 'locked',
              },
            },
            unblocking: {
              invoke: {
                id: 'unblock',
                src: 'setBlocked',
                input: ({ context }) => ({ contactId: context.target?.id ?? 0, blocked: false }),
                onDone: [
                  { guard: 'isLocked', target: 'locked', actions: ['setBlockedStatus', 'refresh'] },
                  { target: 'ready', actions: ['setBlockedStatus', 'refresh'] },
                ],
                onError: { target: 'locked', actions: 'setFailure' },
              },
            },
          },
        },
        /** 'Nuevo grupo': name and at least one participant; expiry optional (HR only). */
        groupForm: {
          on: {
            'dock.saveGroup': [
              { guard: 'isCompleteGroup', target: 'savingGroup', actions: 'clearFailure' },
              { actions: 'markAttempted' },
            ],
            'dock.cancel': { target: 'browsing.groups', actions: 'clearFailure' },
          },
        },
        savingGroup: {
          invoke: {
            id: 'createGroup',
            src: 'createGroup',
            input: ({ event }) => (event as Of<'dock.saveGroup'>).group,
            onDone: { target: 'browsing.groups', actions: ['refresh', 'announceGroup'] },
            onError: { target: 'groupForm', actions: 'setFailure' },
          },
        },
      },
    },
  },
});
