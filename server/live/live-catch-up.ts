import type { Database } from '../db/database.js';
import type { Clock } from '../clock.js';
import type { HubName, LiveBus, LiveMessage } from './live-bus.js';
import { missedEvents, pruneEvents, recentEvents, type LoggedEvent } from './live-event-store.js';
import { sendEvent, type Connection, type Registry } from './live-registry.js';

/** How often a gateway linked by Redis checks the log for events Redis did not bring (decision 0283). */
export const POLL_MS = 1000;
/** How far back each check looks beyond the previous one: an event may be stored a moment after its id. */
const POLL_MARGIN_SECONDS = 5;
const PRUNE_MS = 60 * 60 * 1000;

/** What the CatchUp hub method answers: where the client now stands, and whether nothing was beyond reach. */
export interface CatchUpResult {
  lastId: number;
  complete: boolean;
}

const asMessage = (event: LoggedEvent): LiveMessage => ({
  hub: event.hub,
  userIds: event.userIds,
  target: event.target,
  arguments: event.arguments,
  eventId: event.id,
});

/**
 * The CatchUp hub method: sends one connection what its person missed on this hub after `lastId`, oldest first,
 * then what arrived live meanwhile. With no `lastId` (a first connection) it only says where the stream stood
 * when the connection opened.
 */
export async function catchUp(
  db: Database,
  clock: Clock,
  hub: HubName,
  connection: Connection,
  lastId: number | null,
): Promise<CatchUpResult> {
  if (lastId === null) return { lastId: connection.floor, complete: true };
  // A reconnection: whatever the log holds after lastId is news to this client.
  connection.floor = Math.min(connection.floor, lastId);
  connection.waiting = [];
  try {
    const { events, complete } = await missedEvents(db, hub, connection.user.userId, lastId);
    const now = clock().getTime();
    for (const event of events) sendEvent(connection, asMessage(event), now);
    return { lastId: Math.max(lastId, ...events.map((e) => e.id)), complete };
  } finally {
    const waited = connection.waiting ?? [];
    connection.waiting = null;
    const now = clock().getTime();
    for (const message of waited) sendEvent(connection, message, now);
  }
}

/**
 * While Redis links the gateways, checks the log every second and delivers to this gateway's connections what
 * Redis did not bring (a blip, or a gateway whose publish failed); prunes the log every hour. Returns the stop.
 */
export function watchEventLog(
  db: Database,
  bus: LiveBus,
  registry: Registry,
  onError: (error: unknown) => void,
): () => void {
  let checkedAt = Date.now();
  let busy = false;
  const poll = setInterval(() => {
    if (bus.state() === 'alone' || busy) return;
    busy = true;
    const started = Date.now();
    const seconds = Math.ceil((started - checkedAt) / 1000) + POLL_MARGIN_SECONDS;
    recentEvents(db, seconds)
      .then((events) => {
        checkedAt = started;
        for (const event of events) registry.deliver(asMessage(event), true);
      }, onError)
      .finally(() => {
        busy = false;
      });
  }, POLL_MS);
  const prune = setInterval(() => void pruneEvents(db).catch(onError), PRUNE_MS);
  poll.unref();
  prune.unref();
  return () => {
    clearInterval(poll);
    clearInterval(prune);
  };
}
