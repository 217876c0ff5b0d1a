import { Redis } from 'ioredis';

/** The machine's Redis, which other programs share: a test only uses channels of a namespace of its own. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const hasRedis = await redisReachable();
if (!hasRedis) {
  console.warn(
    `\n${'!'.repeat(100)}\n!! Redis not reachable at ${REDIS_URL}: Redis tests not run\n${'!'.repeat(100)}\n`,
  );
}

/** Whether the Redis suites run on this machine. */
export const withRedis = hasRedis;
