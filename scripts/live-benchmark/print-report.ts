import { loadavg } from 'node:os';
import type { IntervalHistogram } from 'node:perf_hooks';
import { logProblems, type Gateway } from './gateways';
import type { Ledger } from './ledger';
import { P95_BUDGET_MS } from './plan';
import { catchUpFigures, phaseTable, type Timeline } from './report';
import type { Member, TrafficStats } from './traffic';

interface ReportInput {
  ledger: Ledger;
  timeline: Timeline;
  members: readonly Member[];
  gateways: readonly Gateway[];
  traffic: TrafficStats;
  drainMs: number;
  /** The benchmark's own event loop delay: what it adds to every latency measured. */
  loop: IntervalHistogram;
  seenBackMs: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printTraffic({ traffic, drainMs, loop, seenBackMs }: ReportInput) {
  const calls = [...traffic.callMs].sort((a, b) => a - b);
  const at = (p: number) => Math.round(calls[Math.floor((p / 100) * calls.length)] ?? NaN);
  console.log(
    `Sent: ${traffic.chatSent} chat messages, ${traffic.notificationsSent} notifications; ` +
      `${traffic.skipped} skipped (too many calls under way); REST calls p50 ${at(50)} ms, p95 ${at(95)} ms`,
  );
  for (const [reason, count] of traffic.failures) console.log(`  failed calls: ${count} × ${reason}`);
  console.log(
    `Gateways saw Redis back after ${seenBackMs} ms; deliveries drained ${seconds(drainMs)} after the last send; ` +
      `benchmark event loop delay p99 ${Math.round(loop.percentile(99) / 1e6)} ms, max ${Math.round(loop.max / 1e6)} ms; ` +
      `machine load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (1 / 5 / 15 min)`,
  );
}

function printGatewayLogs(gateways: readonly Gateway[]) {
  for (const gateway of gateways) {
    const problems = [...logProblems(gateway)];
    console.log(`Gateway ${gateway.index} log: ${problems.length === 0 ? 'no warnings' : ''}`);
    for (const [line, count] of problems) console.log(`  ${count} × ${line.slice(0, 300)}`);
  }
}

/** Prints every figure; returns the targets missed. */
export function printReport(input: ReportInput): string[] {
  const { ledger, timeline: t, members, gateways } = input;
  const clients = members.flatMap((m) => [m.chat, m.notification]);
  const byKey = new Map(clients.map((c) => [c.key, c]));
  const { table, missing, phaseOf } = phaseTable(ledger, t, byKey);
  console.log('\nDeliveries by the phase they were sent in (ms; calm: outside the disturbances)');
  console.table(table);
  if (missing.length > 0) {
    console.log(`Missing deliveries (first 20 of ${missing.length}):`);
    console.table(
      missing.slice(0, 20).map(({ send, client }) => ({
        tag: send.tag,
        client,
        phase: phaseOf(send.sentAt),
        sentAfter: seconds(send.sentAt - t.startedAt),
        gatewayNow: byKey.get(client)?.gateway,
        reconnections: byKey.get(client)?.reconnections.length,
      })),
    );
  }
  console.log('Catch-up');
  for (const [label, value] of Object.entries(catchUpFigures(ledger, t, clients)))
    console.log(`  ${label}: ${value}`);
  printTraffic(input);
  const withoutId = clients.reduce((sum, c) => sum + c.eventsWithoutId, 0);
  const catchUpErrors = clients.flatMap((c) => c.catchUpErrors);
  console.log(
    `Events without an eventId: ${withoutId}; eventIds naming two messages: ${ledger.reusedIds.size}; ` +
      `deliveries of messages whose call failed or that were not sent to that client: ${ledger.strays.length}`,
  );
  for (const error of new Set(catchUpErrors))
    console.log(`  CatchUp failed ${catchUpErrors.filter((e) => e === error).length} × ${error}`);
  printGatewayLogs(gateways);

  const all = table.all;
  return [
    all && all.delivered < all.expected
      ? `${all.expected - all.delivered} of ${all.expected} deliveries missing`
      : null,
    all && all.afterDedupe > 0 ? `${all.afterDedupe} duplicates after dedupe` : null,
    all && !(Number(all.calmP95) < P95_BUDGET_MS) ? `p95 outside the disturbances ${all.calmP95} ms` : null,
    withoutId > 0 ? `${withoutId} events without an eventId` : null,
    catchUpErrors.length > 0 ? `${catchUpErrors.length} CatchUp calls failed` : null,
    ledger.reusedIds.size > 0 ? `${ledger.reusedIds.size} eventIds name two messages` : null,
  ].filter((p) => p !== null);
}
