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
}

/** How gateways share hub traffic: in this process alone, or through Redis pub/sub (REDIS_URL). */
export interface LiveBus {
  publish(message: LiveMessage): Promise<void>;
  subscribe(deliver: (message: LiveMessage) => void): void;
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
    close: async () => {
      events.removeAllListeners();
    },
  };
}

/** Whether something read off the wire is a LiveMessage (another gateway may run another version). */
export function isLiveMessage(value: unknown): value is LiveMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    HUB_NAMES.includes(m.hub as HubName) &&
    Array.isArray(m.userIds) &&
    m.userIds.every((id) => Number.isInteger(id)) &&
    typeof m.target === 'string' &&
    Array.isArray(m.arguments)
  );
}
