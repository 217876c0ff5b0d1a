import { Redis } from 'ioredis';
import { isBusMessage, type BusMessage, type LiveBus } from './live-bus.js';

/** The channel of one portal: its namespace keeps another portal on the same Redis out (decision 0280). */
export const liveChannel = (namespace: string) => `muro-pride:${namespace}:live`;

/**
 * Hub traffic shared by every gateway on one Redis: a publish goes to Redis, and each gateway (this one too)
 * hears it and delivers it to its own connections. Redis keeps nothing: a gateway that is down misses it, as a
 * browser that is offline would; the stored notification is still there on the next load.
 */
export async function createRedisBus(url: string, namespace: string): Promise<LiveBus> {
  const channel = liveChannel(namespace);
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  const listeners: ((message: BusMessage) => void)[] = [];
  subscriber.on('message', (_channel: string, text: string) => {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (isBusMessage(message)) for (const deliver of listeners) deliver(message);
  });
  return {
    publish: async (message) => {
      await publisher.publish(channel, JSON.stringify(message));
    },
    subscribe: (deliver) => {
      listeners.push(deliver);
    },
    close: async () => {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
