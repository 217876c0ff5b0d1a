import type { WebSocket } from 'ws';
import type { AuthUser } from '../auth/access-tokens.js';
import type { Clock } from '../clock.js';
import { invocation } from './hub-protocol.js';
import { HUB_NAMES, type HubName, type LiveMessage } from './live-bus.js';

/** How long a connection remembers the ids it was sent: longer than any event may take to reach it twice. */
const SEEN_MS = 60_000;

/** One open hub connection and the sign-in it was opened with. */
export interface Connection {
  socket: WebSocket;
  user: AuthUser;
  /** Event ids sent on this connection and when: the bus, the poll and a catch-up never send one twice. */
  seen: Map<number, number>;
  /** While a catch-up replays, live events wait here so that everything arrives oldest first. */
  waiting: LiveMessage[] | null;
  /** The stream's newest id when the connection opened: the log's older events were loaded with the page. */
  floor: number;
}

export const newConnection = (socket: WebSocket, user: AuthUser, floor: number): Connection => ({
  socket,
  user,
  seen: new Map(),
  waiting: null,
  floor,
});

/** Sends one event on one connection, unless it was sent there already or the sign-in has expired. */
export function sendEvent(connection: Connection, message: LiveMessage, now: number): void {
  const { socket, user, seen } = connection;
  // A token that expired since the last sweep hears nothing more: its sign-in may be over.
  if (socket.readyState !== socket.OPEN || user.expiresAt.getTime() <= now) return;
  const { eventId } = message;
  if (eventId !== undefined) {
    if (seen.has(eventId)) return;
    seen.set(eventId, now);
  }
  const args = eventId === undefined ? message.arguments : [...message.arguments, { eventId }];
  socket.send(invocation(message.target, args));
}

/** Who is connected to which hub in this process: each person may have several tabs open. */
export function createRegistry(clock: Clock) {
  const connections = new Map<HubName, Map<number, Set<Connection>>>(
    HUB_NAMES.map((hub) => [hub, new Map()]),
  );
  const all = () =>
    [...connections.values()].flatMap((people) => [...people.values()].flatMap((set) => [...set]));
  return {
    add(hub: HubName, connection: Connection) {
      const people = connections.get(hub);
      const set = people?.get(connection.user.userId) ?? new Set<Connection>();
      set.add(connection);
      people?.set(connection.user.userId, set);
    },
    remove(hub: HubName, connection: Connection) {
      const set = connections.get(hub)?.get(connection.user.userId);
      set?.delete(connection);
      if (set?.size === 0) connections.get(hub)?.delete(connection.user.userId);
    },
    /** Sends an event to this gateway's connections of its people; `fromLog` skips what predates a connection. */
    deliver(message: LiveMessage, fromLog = false) {
      const now = clock().getTime();
      for (const userId of new Set(message.userIds))
        for (const connection of connections.get(message.hub)?.get(userId) ?? [])
          if (fromLog && (message.eventId ?? 0) <= connection.floor) continue;
          else if (connection.waiting) connection.waiting.push(message);
          else sendEvent(connection, message, now);
    },
    /** Forgets sent ids old enough that they cannot come again. */
    forgetOld() {
      const cutoff = clock().getTime() - SEEN_MS;
      for (const { seen } of all())
        for (const [id, at] of seen) {
          if (at >= cutoff) break;
          seen.delete(id);
        }
    },
    all,
  };
}

export type Registry = ReturnType<typeof createRegistry>;
