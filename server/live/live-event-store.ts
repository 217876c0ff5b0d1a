import type { Queryable } from '../db/database.js';
import { firstRow, insertedId } from '../db/query-rows.js';
import type { HubName } from './live-bus.js';

/** How long the log keeps an event: a client away for longer reloads its data instead of catching up. */
const LOG_HOURS = 24;
/** Replayed before the last id a client saw too: an earlier id may have been stored after it (decision 0283). */
const LOOKBACK_SECONDS = 10;
/** The most one catch-up replays; beyond it the client reloads its data. */
const REPLAY_LIMIT = 500;

/** One stored live event, as the hubs send it again. */
export interface LoggedEvent {
  id: number;
  hub: HubName;
  userIds: number[];
  target: string;
  arguments: unknown[];
}

interface EventRow {
  id: number;
  hub: HubName;
  user_ids: number[];
  target: string;
  arguments: unknown[];
}

const toEvent = (row: EventRow): LoggedEvent => ({
  id: row.id,
  hub: row.hub,
  userIds: row.user_ids,
  target: row.target,
  arguments: row.arguments,
});

/** Stores an event before it is sent, and returns its id in the portal's stream. */
export function appendEvent(db: Queryable, event: Omit<LoggedEvent, 'id'>) {
  return insertedId(
    db,
    'insert into live_events (hub, user_ids, target, arguments) values ($1, $2, $3, $4) returning id',
    [event.hub, event.userIds, event.target, JSON.stringify(event.arguments)],
    'The live event was not stored',
  );
}

/** The newest id in the stream: where a client that has seen nothing yet starts. */
export async function latestEventId(db: Queryable): Promise<number> {
  const row = await firstRow<{ id: number | null }>(db, 'select max(id) as id from live_events');
  return row?.id ?? 0;
}

/**
 * What one person missed on one hub after `lastId`, oldest first, with the few seconds before it (the caller
 * drops what it already sent). Incomplete when the log no longer reaches back to `lastId` or the replay is
 * too long: the client then reloads its data.
 */
export async function missedEvents(
  db: Queryable,
  hub: HubName,
  userId: number,
  lastId: number,
): Promise<{ events: LoggedEvent[]; complete: boolean }> {
  const rows = await db.query<EventRow>(
    `select id, hub, user_ids, target, arguments from live_events
      where hub = $1 and $2 = any(user_ids)
        and (id > $3 or created_at >= (select created_at from live_events where id = $3) - make_interval(secs => $4))
      order by id limit $5`,
    [hub, userId, lastId, LOOKBACK_SECONDS, REPLAY_LIMIT + 1],
  );
  const floor = await firstRow<{ first: number | null; next: number }>(
    db,
    `select (select min(id) from live_events) as first,
            (select case when is_called then last_value + 1 else last_value end from live_events_id_seq) as next`,
  );
  // The first id still kept, or the next one to come when the log is empty.
  const kept = floor?.first ?? floor?.next ?? 1;
  return {
    events: rows.slice(0, REPLAY_LIMIT).map(toEvent),
    complete: rows.length <= REPLAY_LIMIT && lastId >= kept - 1,
  };
}

/** Every event stored in the last `seconds`, oldest first: what a gateway checks it has delivered. */
export async function recentEvents(db: Queryable, seconds: number): Promise<LoggedEvent[]> {
  const rows = await db.query<EventRow>(
    `select id, hub, user_ids, target, arguments from live_events
      where created_at >= now() - make_interval(secs => $1) order by id`,
    [seconds],
  );
  return rows.map(toEvent);
}

/** Drops events older than the log keeps. */
export async function pruneEvents(db: Queryable): Promise<void> {
  await db.query('delete from live_events where created_at < now() - make_interval(hours => $1)', [
    LOG_HOURS,
  ]);
}
