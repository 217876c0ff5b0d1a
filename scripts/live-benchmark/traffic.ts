import type { PendingJob } from './bench-database';
import type { Gateway } from './gateways';
import type { Ledger } from './ledger';
import type { LiveClient } from './live-client';
import { route, type Session } from './sessions';

const TICK_MS = 20;
/** Calls still unanswered beyond this are skipped rather than queued: the stream must not snowball. */
const MAX_IN_FLIGHT = 300;

/** A benchmark person: their sign-in, their two hub clients, and the gateway they first connected to. */
export interface Member {
  session: Session;
  chat: LiveClient;
  notification: LiveClient;
  home: number;
}

interface TrafficOptions {
  gateways: readonly Gateway[];
  ledger: Ledger;
  /** HR approves the jobs, which notifies their owners. */
  hr: Session;
  /** Chat partners, first connected to different gateways. */
  pairs: readonly (readonly [Member, Member])[];
  owners: ReadonlyMap<number, Member>;
  jobs: readonly PendingJob[];
  chatPerSecond: number;
  notificationsPerSecond: number;
}

export interface TrafficStats {
  chatSent: number;
  notificationsSent: number;
  skipped: number;
  failures: Map<string, number>;
  callMs: number[];
}

/** The other gateway than the one a client is on, so the event has to cross between gateways. */
const otherThan = (gateways: readonly Gateway[], client: LiveClient, home: number) =>
  ((client.gateway >= 0 ? client.gateway : home) + 1) % gateways.length;

/**
 * A steady stream of chat messages (POST /api/chats/sendmessage, from one partner to the other) and job
 * approvals (POST /api/backoffice/Job/{id}?approve=true, which notifies the job's owner), until stopped.
 */
export function startTraffic(o: TrafficOptions) {
  const stats: TrafficStats = {
    chatSent: 0,
    notificationsSent: 0,
    skipped: 0,
    failures: new Map(),
    callMs: [],
  };
  const inFlight = new Set<Promise<void>>();

  const call = (tag: string, gateway: Gateway, path: string, session: Session, body?: object) => {
    if (inFlight.size >= MAX_IN_FLIGHT) {
      stats.skipped += 1;
      return o.ledger.settle(tag, false);
    }
    const asked = performance.now();
    const done = (async () => {
      try {
        const reply = await fetch(`${gateway.base}/api${path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await session.accessToken()}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        const envelope = (await reply.json()) as { responseCode?: string };
        const ok = reply.ok && envelope.responseCode === '00';
        o.ledger.settle(tag, ok);
        if (!ok) count(stats.failures, `${reply.status} ${envelope.responseCode ?? ''}`);
        stats.callMs.push(performance.now() - asked);
      } catch (error) {
        o.ledger.settle(tag, false);
        count(
          stats.failures,
          error instanceof Error ? ((error.cause as Error)?.message ?? error.message) : '?',
        );
      }
    })();
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  const sendChat = (n: number) => {
    const pair = o.pairs[n % o.pairs.length];
    if (!pair) return;
    // Each pair takes turns: one way on the first round, the other way on the next.
    const forward = Math.floor(n / o.pairs.length) % 2 === 0;
    const [from, to] = forward ? pair : [pair[1], pair[0]];
    const tag = `c${n}`;
    const sentAt = Date.now();
    o.ledger.expect(tag, sentAt, [from.chat.key, to.chat.key]);
    const gateway = route(o.gateways, otherThan(o.gateways, to.chat, to.home));
    call(tag, gateway, '/chats/sendmessage', from.session, {
      message: `Mensaje #${tag} @${sentAt}`,
      receiver: to.session.userId,
    });
    stats.chatSent += 1;
  };

  const sendNotification = (job: PendingJob) => {
    const owner = o.owners.get(job.ownerId);
    if (!owner) return;
    o.ledger.expect(job.tag, Date.now(), [owner.notification.key]);
    const gateway = route(o.gateways, otherThan(o.gateways, owner.notification, owner.home));
    call(job.tag, gateway, `/backoffice/Job/${job.jobId}?approve=true`, o.hr);
    stats.notificationsSent += 1;
  };

  const started = Date.now();
  const timer = setInterval(() => {
    const seconds = (Date.now() - started) / 1000;
    while (stats.chatSent < seconds * o.chatPerSecond) sendChat(stats.chatSent);
    while (stats.notificationsSent < Math.min(seconds * o.notificationsPerSecond, o.jobs.length))
      sendNotification(o.jobs[stats.notificationsSent] as PendingJob);
  }, TICK_MS);

  return {
    stats,
    /** Stops sending and waits for the calls still under way. */
    async stop() {
      clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}

function count(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
