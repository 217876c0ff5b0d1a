/** How many recent ids a page remembers: far more than a catch-up's look-back can bring again. */
const REMEMBERED = 2000;

/** What a hub event brought: the arguments its target defines, and its id in the portal's stream. */
export interface StreamEvent {
  payload: unknown[];
  eventId: number | null;
}

/** Sets apart the `{ eventId }` the gateway appends to every live event (decision 0283). */
export function splitEvent(args: unknown[]): StreamEvent {
  const last = args.at(-1);
  if (typeof last === 'object' && last !== null && 'eventId' in last && typeof last.eventId === 'number')
    return { payload: args.slice(0, -1), eventId: last.eventId };
  return { payload: args, eventId: null };
}

/**
 * One page's place in a hub's stream: the newest id it saw (sent with CatchUp after a reconnection) and the
 * recent ids, so that an event replayed by a catch-up or by a second path is handled once.
 */
export function createEventStream() {
  let lastId: number | null = null;
  const seen = new Set<number>();
  return {
    /** Whether the event is new to this page; remembers it. Events without an id are always new. */
    fresh(eventId: number | null): boolean {
      if (eventId === null) return true;
      if (seen.has(eventId)) return false;
      seen.add(eventId);
      // A Set iterates in insertion order: the first one is the oldest remembered.
      if (seen.size > REMEMBERED) seen.delete(seen.values().next().value ?? eventId);
      lastId = Math.max(lastId ?? 0, eventId);
      return true;
    },
    lastId: () => lastId,
    /** Where the gateway says the stream stood when this page joined it. */
    joinedAt(id: number) {
      lastId = Math.max(lastId ?? 0, id);
    },
  };
}
