import { EventEmitter } from 'node:events';

/** The two hubs of the portal (spec 000 §7): chat events and notifications. */
export type HubName = 'chat' | 'notification';
export const HUB_NAMES: readonly HubName[] = ['chat', 'notification'];

/** One event for some people on one hub; every gateway delivers it to its own connections of those people. */
export interface LiveMessage {
  hub: HubName;
  userIds: number[];
  target: string;
  arguments: unknown[];
  /** Its id in the portal's stored stream (decision 0283); absent when the database could not store it. */
  eventId?: number;
}

/** Sign-ins that ended (logout, revocation, deactivation): every gateway forgets them and closes their sockets. */
interface SessionsEnded {
  kind: 'sessionsEnded';
  sessionIds: string[];
}

/** People whose role, company or membership changed: every gateway re-reads their sign-ins. */
interface PeopleChanged {
  kind: 'peopleChanged';
  userIds: number[];
}

/** What travels between gateways: an event for people, the end of some sign-ins, or a change of people. */
export type BusMessage = LiveMessage | SessionsEnded | PeopleChanged;

/** 'alone': no Redis (one gateway); 'up' or 'down': the Redis that links the gateways answers or is lost. */
export type BusState = 'alone' | 'up' | 'down';

/** How gateways share hub traffic: in this process alone, or through Redis pub/sub (REDIS_URL). */
export interface LiveBus {
  publish(message: BusMessage): Promise<void>;
  subscribe(deliver: (message: BusMessage) => void): void;
  state(): BusState;
  close(): Promise<void>;
}

/** One gateway working alone. */
export function createLocalBus(): LiveBus {
  const events = new EventEmitter();
  return {
    publish: async (message) => {
      events.emit('message', message);
    },
    subscribe: (deliver) => {
      events.on('message', deliver);
    },
    state: () => 'alone',
    close: async () => {
      events.removeAllListeners();
    },
  };
}

export const isLiveEvent = (message: BusMessage): message is LiveMessage => !('kind' in message);

/** Whether something read off the wire is a bus message (another gateway may run another version). */
export function isBusMessage(value: unknown): value is BusMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  if (m.kind === 'sessionsEnded')
    return Array.isArray(m.sessionIds) && m.sessionIds.every((id) => typeof id === 'string');
  if (m.kind === 'peopleChanged')
    return Array.isArray(m.userIds) && m.userIds.every((id) => Number.isInteger(id));
  return (
    HUB_NAMES.includes(m.hub as HubName) &&
    Array.isArray(m.userIds) &&
    m.userIds.every((id) => Number.isInteger(id)) &&
    typeof m.target === 'string' &&
    Array.isArray(m.arguments) &&
    (m.eventId === undefined || Number.isInteger(m.eventId))
  );
}
