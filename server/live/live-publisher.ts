import type { Queryable } from '../db/database.js';
import type { BusState, HubName, LiveBus } from './live-bus.js';
import { appendEvent } from './live-event-store.js';

/** What areas use to push an event to some people's open pages, on whichever gateway they are connected. */
export interface LivePublisher {
  send(hub: HubName, userIds: number[], target: string, args: unknown[]): Promise<void>;
  /** Tells every gateway that these sign-ins ended, so their open connections close. */
  sessionsEnded(sessionIds: string[]): Promise<void>;
  /** Tells every gateway to re-read these people's sign-ins (membership, role) on their next request. */
  peopleChanged(userIds: number[]): Promise<void>;
  /** Whether the gateways are linked: no Redis, Redis up, or Redis lost (GET /api/health). */
  state(): BusState;
}

export function createLivePublisher(
  bus: LiveBus,
  db: Queryable,
  onError: (error: unknown) => void,
): LivePublisher {
  return {
    async send(hub, userIds, target, args) {
      if (userIds.length === 0) return;
      // Stored first, so a client that misses it live gets it when it catches up (decision 0283).
      const eventId = await appendEvent(db, { hub, userIds, target, arguments: args }).catch(
        (error: unknown) => {
          onError(error);
          return undefined;
        },
      );
      // A live event is a courtesy on top of what is stored: losing one must never fail the request.
      await bus.publish({ hub, userIds, target, arguments: args, eventId }).catch(onError);
    },
    async sessionsEnded(sessionIds) {
      // The ending itself is stored; if the bus fails, each gateway's sweep closes the sockets a moment later.
      await bus.publish({ kind: 'sessionsEnded', sessionIds }).catch(onError);
    },
    async peopleChanged(userIds) {
      await bus.publish({ kind: 'peopleChanged', userIds }).catch(onError);
    },
    state: () => bus.state(),
  };
}
