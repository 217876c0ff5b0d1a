import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { createLocalBus, isBusMessage, type BusMessage, type LiveBus } from './live-bus.js';

/** The channel of one portal: its namespace keeps another portal on the same Redis out (decision 0280). */
const liveChannel = (namespace: string) => `muro-pride:${namespace}:live`;

/** The longest a publish may hold the request that caused it (decision 0281). */
export const PUBLISH_BOUND_MS = 250;
/** How long the first connection may take before the start gives up. */
const START_BOUND_MS = 3000;

/** The one line a gateway prints when REDIS_URL leads nowhere (decision 0281); main.ts exits with it. */
export class RedisUnreachable extends Error {}

/** What travels on the channel: the message and the gateway that sent it, which delivered it itself. */
interface Envelope {
  origin: string;
  message: BusMessage;
}

/** The address without its password, to name in a log line. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'an address that is not a URL';
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Hub traffic shared by every gateway of one portal on one Redis (decisions 0170, 0281). A publish reaches this
 * gateway's own connections at once, without Redis, and the other gateways through Redis within
 * PUBLISH_BOUND_MS or not at all: nothing waits for a Redis that is lost. Redis keeps nothing: what a gateway
 * misses it finds in the stored event log (decision 0283). `report` gets one line when Redis is lost and one
 * when it is back.
 */
export async function createRedisBus(
  url: string,
  namespace: string,
  report: (line: string) => void = () => undefined,
): Promise<LiveBus> {
  const channel = liveChannel(namespace);
  const origin = randomUUID();
  const local = createLocalBus();
  let starting = true;
  let closing = false;
  let up = true;
  let lastError: unknown;
  const options: RedisOptions = {
    lazyConnect: true,
    connectTimeout: START_BOUND_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // None while starting (a wrong address fails the start at once); then again and again, a second apart at most.
    retryStrategy: (times) => (starting ? null : Math.min(times * 100, 1000)),
  };
  const publisher = new Redis(url, { ...options, commandTimeout: PUBLISH_BOUND_MS });
  const subscriber = new Redis(url, options);
  const lost = (reason: string) => {
    if (!up || starting || closing) return;
    up = false;
    report(`Redis lost (${reason}): live events reach only this gateway's own connections until it is back`);
  };
  const back = () => {
    if (up || closing || publisher.status !== 'ready' || subscriber.status !== 'ready') return;
    up = true;
    report('Redis is back: live events reach every gateway again');
  };
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: unknown) => {
      lastError = error;
      lost(reasonOf(error));
    });
    client.on('close', () => lost(lastError === undefined ? 'connection closed' : reasonOf(lastError)));
    client.on('ready', back);
  }
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new RedisUnreachable(
      `REDIS_URL: no Redis answers at ${shown(url)} (${reasonOf(lastError ?? error)}); fix the address, or unset REDIS_URL to run one gateway alone`,
    );
  }
  starting = false;
  subscriber.on('message', (_channel: string, text: string) => {
    let envelope: Partial<Envelope>;
    try {
      envelope = JSON.parse(text) as Partial<Envelope>;
    } catch {
      return;
    }
    if (envelope.origin !== origin && isBusMessage(envelope.message)) void local.publish(envelope.message);
  });
  return {
    publish: async (message) => {
      await local.publish(message);
      if (publisher.status !== 'ready') return;
      try {
        await publisher.publish(channel, JSON.stringify({ origin, message } satisfies Envelope));
        back();
      } catch (error) {
        lost(reasonOf(error));
      }
    },
    subscribe: (deliver) => local.subscribe(deliver),
    state: () => (up ? 'up' : 'down'),
    close: async () => {
      closing = true;
      await local.close();
      await Promise.all([publisher.quit(), subscriber.quit()]).catch(() => {
        publisher.disconnect();
        subscriber.disconnect();
      });
    },
  };
}
