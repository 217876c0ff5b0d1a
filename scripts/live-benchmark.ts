/**
 * Live events benchmark: two real gateways on one fresh PostgreSQL database, linked by a redis-server of
 * the benchmark's own, hold 1,000 hub connections (/hubs/chat and /hubs/notification, with the stock
 * @microsoft/signalr client) of 500 signed-in people while a steady stream of chat messages and notifications
 * goes between people connected to different gateways. After a steady phase Redis is cut off for 15 s, then
 * brought back, then one gateway is killed and its clients reconnect to the other. Clients behave as the
 * portal's: they drop events whose eventId they saw and call CatchUp after every (re)connection. Reports
 * delivered/expected, duplicates before and after dedupe, delivery latency per phase (overall and outside the
 * disturbances), catch-up times and the gateways' warnings; exits 1 when a delivery is missing, a duplicate
 * survives dedupe, or p95 outside the disturbances reaches the budget.
 *
 * Chat messages carry `#c<n> @<send time>`; notifications are HR approving a job titled `#n<n>` (the job bank's
 * call that notifies one person), timed from the call. BENCH_LIVE_QUICK=1 runs a small trial.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../server/db/seed/demo-people';
import { freePort } from './lib/local-gateway';
import {
  addJobs,
  addPeople,
  createDatabase,
  databaseUrl,
  dropDatabase,
} from './live-benchmark/bench-database';
import { cleanUp, onCleanUp } from './live-benchmark/clean-up';
import {
  killGateway,
  redisSeenBack,
  startGateway,
  stopGateways,
  type Gateway,
} from './live-benchmark/gateways';
import { createLedger, type Ledger } from './live-benchmark/ledger';
import { LiveClient } from './live-benchmark/live-client';
import { startRedis, type OwnRedis } from './live-benchmark/own-redis';
import { plan } from './live-benchmark/plan';
import { printReport } from './live-benchmark/print-report';
import type { Timeline } from './live-benchmark/report';
import { inParallel, signIn } from './live-benchmark/sessions';
import { startTraffic, type Member } from './live-benchmark/traffic';

const HR_ACCOUNT = 'rh@demo.muropride.mx';
/** Sign-ins and first connections under way at once. */
const SETUP_WIDTH = 20;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** Waits until `done` holds or `bound` ms passed; how long it waited. */
async function until(done: () => boolean, bound: number): Promise<number> {
  const started = Date.now();
  while (!done() && Date.now() - started < bound) await sleep(250);
  return Date.now() - started;
}

/** Redis, the database and the two gateways on them. */
async function infrastructure(): Promise<{ redis: OwnRedis; gateways: Gateway[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'muro-live-'));
  onCleanUp(() => rmSync(dir, { recursive: true, force: true }));
  const redis = await startRedis(await freePort());
  onCleanUp(() => redis.stop());
  onCleanUp(dropDatabase);
  await createDatabase();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    // Both gateways must accept each other's tokens.
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  };
  onCleanUp(stopGateways);
  const ports = [await freePort(), await freePort()];
  if (ports[0] === ports[1]) ports[1] = await freePort();
  const gateways = await Promise.all(ports.map((port, index) => startGateway(index, port, dir, env)));
  return { redis, gateways };
}

/** The people, signed in, each with a chat and a notification client on their home gateway. */
async function members(gateways: Gateway[], ledger: Ledger): Promise<Member[]> {
  const people = await addPeople(plan.connections / 2);
  const all = await inParallel(
    people.map((person, index) => ({ person, home: index % gateways.length })),
    SETUP_WIDTH,
    async ({ person, home }) => {
      const session = await signIn(gateways, home, person.email, DEMO_PASSWORD);
      const chat = new LiveClient(session, 'chat', gateways, ledger);
      const notification = new LiveClient(session, 'notification', gateways, ledger);
      return { session, chat, notification, home };
    },
  );
  const clients = all.flatMap((m) => [m.chat, m.notification]);
  onCleanUp(() => Promise.all(clients.map((c) => c.stop())));
  await inParallel(all, SETUP_WIDTH, (m) =>
    Promise.all([m.chat.connect(m.home), m.notification.connect(m.home)]),
  );
  return all;
}

async function main(): Promise<void> {
  const { redis, gateways } = await infrastructure();
  const ledger = createLedger();
  const hr = await signIn(gateways, 0, HR_ACCOUNT, DEMO_PASSWORD);
  const everyone = await members(gateways, ledger);
  const streamMs = plan.steadyMs + plan.redisCutMs + plan.redisBackMs + plan.gatewayKilledMs;
  const jobs = await addJobs(
    everyone.map((m) => m.session.userId),
    Math.ceil((plan.notificationsPerSecond * streamMs * 1.2) / 1000),
  );
  const homes = (home: number) => everyone.filter((m) => m.home === home);
  const pairs = homes(0).flatMap((m, i) => {
    const partner = homes(1)[i];
    return partner ? [[m, partner] as const] : [];
  });
  console.log(`${everyone.length * 2} hub connections open on 2 gateways; the stream starts`);

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const traffic = startTraffic({
    gateways,
    ledger,
    hr,
    pairs,
    owners: new Map(everyone.map((m) => [m.session.userId, m])),
    jobs,
    chatPerSecond: plan.chatPerSecond,
    notificationsPerSecond: plan.notificationsPerSecond,
  });
  const t: Timeline = { startedAt: Date.now(), cutAt: 0, backAt: 0, killedAt: 0 };
  await sleep(plan.steadyMs);
  t.cutAt = Date.now();
  await redis.cut();
  console.log('Redis cut off');
  await sleep(plan.redisCutMs - (Date.now() - t.cutAt));
  await redis.restore();
  t.backAt = Date.now();
  const seenBackMs = await redisSeenBack(gateways, t.backAt, plan.redisBackMs);
  console.log(`Redis back; both gateways saw it after ${seenBackMs} ms`);
  await sleep(plan.redisBackMs - (Date.now() - t.backAt));
  t.killedAt = Date.now();
  killGateway(gateways[1] as Gateway);
  console.log('Gateway 1 killed');
  await sleep(plan.gatewayKilledMs);
  await traffic.stop();
  const drainMs = await until(() => ledger.owed() === 0, plan.drainMs);
  loop.disable();

  const problems = printReport({
    ledger,
    timeline: t,
    members: everyone,
    gateways,
    traffic: traffic.stats,
    drainMs,
    loop,
    seenBackMs,
  });
  if (problems.length > 0) {
    console.error(`Targets missed: ${problems.join('; ')}`);
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
