import type { HubName, LiveBus } from './live-bus.js';

/** What areas use to push an event to some people's open pages, on whichever gateway they are connected. */
export interface LivePublisher {
  send(hub: HubName, userIds: number[], target: string, args: unknown[]): Promise<void>;
}

export function createLivePublisher(bus: LiveBus, onError: (error: unknown) => void): LivePublisher {
  return {
    async send(hub, userIds, target, args) {
      if (userIds.length === 0) return;
      // A live event is a courtesy on top of what is stored: losing one must never fail the request.
      await bus.publish({ hub, userIds, target, arguments: args }).catch(onError);
    },
  };
}
