/** What one run does. BENCH_LIVE_QUICK=1 runs a small trial (100 connections, short phases) beside other work. */
interface Plan {
  /** Hub connections: every person opens one on /hubs/chat and one on /hubs/notification. */
  connections: number;
  chatPerSecond: number;
  notificationsPerSecond: number;
  steadyMs: number;
  /** Redis is down this long while the stream goes on. */
  redisCutMs: number;
  /** Between Redis's return and the gateway's kill, so the two disturbances do not overlap. */
  redisBackMs: number;
  /** The stream goes on this long after one gateway is killed. */
  gatewayKilledMs: number;
  /** After the last send, how long deliveries may still come in before what is missing counts as lost. */
  drainMs: number;
}

const FULL: Plan = {
  connections: 1_000,
  chatPerSecond: 40,
  notificationsPerSecond: 10,
  steadyMs: 60_000,
  redisCutMs: 15_000,
  redisBackMs: 10_000,
  gatewayKilledMs: 20_000,
  drainMs: 20_000,
};

const QUICK: Plan = {
  connections: 100,
  chatPerSecond: 10,
  notificationsPerSecond: 3,
  steadyMs: 10_000,
  redisCutMs: 5_000,
  redisBackMs: 5_000,
  gatewayKilledMs: 10_000,
  drainMs: 15_000,
};

export const plan: Plan = process.env.BENCH_LIVE_QUICK === '1' ? QUICK : FULL;

/** The slowest delivery allowed outside the disturbances, 95th percentile, in ms. */
export const P95_BUDGET_MS = 250;

/**
 * How long around a disturbance a delivery still counts as inside it: the gateways poll the database every
 * second and reconnect to Redis at most a second apart, so a message sent this close to a cut may wait for them.
 */
export const GRACE_MS = 2_000;

/** The demo company every benchmark person belongs to (the spec's company). */
export const COMPANY_ID = 871;
