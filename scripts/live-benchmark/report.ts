import type { Delivery, Ledger, Send } from './ledger';
import type { LiveClient, Reconnection } from './live-client';
import { GRACE_MS } from './plan';

/** When each disturbance began and ended (ms since the epoch). */
export interface Timeline {
  startedAt: number;
  cutAt: number;
  backAt: number;
  killedAt: number;
}

const PHASES = ['steady', 'Redis cut', 'Redis back', 'gateway killed'] as const;
type Phase = (typeof PHASES)[number];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

const ms = (value: number) => (Number.isFinite(value) ? Math.round(value) : '–');

function phaseOf(t: Timeline, sentAt: number): Phase {
  if (sentAt < t.cutAt) return 'steady';
  if (sentAt < t.backAt) return 'Redis cut';
  if (sentAt < t.killedAt) return 'Redis back';
  return 'gateway killed';
}

/** When the last client that lost its gateway had caught up on the survivor (Infinity if one never did). */
function killSettledAt(t: Timeline, clients: ReadonlyMap<string, LiveClient>): number {
  const after = [...clients.values()].flatMap((c) => c.reconnections.filter((r) => r.closedAt >= t.killedAt));
  return Math.max(t.killedAt, ...after.map((r) => r.caughtUpAt ?? Infinity));
}

/**
 * Whether a message was sent inside a disturbance: close to Redis's cut, from the kill until every client of
 * the killed gateway caught up on the other (the survivor takes them all at once), or while its own receiver
 * was away and catching up.
 */
function inBlip(t: Timeline, killSettled: number, sentAt: number, reconnections: readonly Reconnection[]) {
  if (sentAt >= t.cutAt - GRACE_MS && sentAt < t.backAt + GRACE_MS) return true;
  if (sentAt >= t.killedAt - GRACE_MS && sentAt < killSettled + GRACE_MS) return true;
  return reconnections.some(
    (r) => sentAt >= r.closedAt - GRACE_MS && sentAt < (r.caughtUpAt ?? Infinity) + GRACE_MS,
  );
}

interface Outcome {
  send: Send;
  client: string;
  delivery: Delivery | undefined;
  outsideBlip: boolean;
}

/** Every delivery the sends that succeeded owed, with the first copy that arrived, if any. */
function outcomes(ledger: Ledger, t: Timeline, clients: ReadonlyMap<string, LiveClient>): Outcome[] {
  const killSettled = killSettledAt(t, clients);
  return [...ledger.sends.values()]
    .filter((send) => send.state === 'sent')
    .flatMap((send) =>
      send.recipients.map((client) => ({
        send,
        client,
        delivery: ledger.firsts.get(`${client}|${send.tag}`),
        outsideBlip: !inBlip(t, killSettled, send.sentAt, clients.get(client)?.reconnections ?? []),
      })),
    );
}

function phaseRow(rows: Outcome[], ledger: Ledger, tags: Set<string>) {
  const latencies = rows.flatMap((r) => (r.delivery ? [r.delivery.latency] : []));
  const calm = rows.flatMap((r) => (r.delivery && r.outsideBlip ? [r.delivery.latency] : []));
  const all = spread(latencies);
  const outside = spread(calm);
  return {
    chat: new Set(rows.filter((r) => r.send.tag.startsWith('c')).map((r) => r.send.tag)).size,
    notifications: new Set(rows.filter((r) => r.send.tag.startsWith('n')).map((r) => r.send.tag)).size,
    expected: rows.length,
    delivered: latencies.length,
    rawDuplicates: ledger.rawDuplicates.filter((d) => d.tag !== null && tags.has(d.tag)).length,
    afterDedupe: ledger.copies.filter((d) => tags.has(d.tag)).length,
    p50: ms(all.p50),
    p95: ms(all.p95),
    p99: ms(all.p99),
    outsideBlip: calm.length,
    calmP50: ms(outside.p50),
    calmP95: ms(outside.p95),
    calmP99: ms(outside.p99),
  };
}

type PhaseRow = ReturnType<typeof phaseRow>;

/** Delivery per phase of sending, and for the whole run. */
export function phaseTable(ledger: Ledger, t: Timeline, clients: ReadonlyMap<string, LiveClient>) {
  const all = outcomes(ledger, t, clients);
  const table: Record<string, PhaseRow> = {};
  for (const phase of PHASES) {
    const rows = all.filter((r) => phaseOf(t, r.send.sentAt) === phase);
    table[phase] = phaseRow(rows, ledger, new Set(rows.map((r) => r.send.tag)));
  }
  table.all = phaseRow(all, ledger, new Set(all.map((r) => r.send.tag)));
  const missing = all.filter((r) => !r.delivery);
  return { table, missing, phaseOf: (sentAt: number) => phaseOf(t, sentAt) };
}

const triple = (values: number[]) => {
  const { p50, p95 } = spread(values);
  return `${ms(p50)} / ${ms(p95)} / ${ms(Math.max(...values))}`;
};

/** How long reconnected clients took to catch up, and when the last missed events arrived. */
export function catchUpFigures(ledger: Ledger, t: Timeline, clients: readonly LiveClient[]) {
  const reconnections = clients.flatMap((c) => c.reconnections.map((r) => ({ client: c, r })));
  const caughtUp = reconnections.flatMap(({ r }) => (r.caughtUpAt === null ? [] : [r]));
  const sentAt = (d: Delivery) => ledger.sends.get(d.tag)?.sentAt ?? 0;
  const deliveries = [...ledger.firsts.values()];
  const cutDeliveries = deliveries.filter((d) => sentAt(d) >= t.cutAt && sentAt(d) < t.backAt);
  // What a reconnected client missed: sent while it was away, up to its CatchUp's completion.
  const missedWhileAway = reconnections.flatMap(({ client, r }) =>
    deliveries.filter(
      (d) =>
        d.client === client.key &&
        sentAt(d) >= r.closedAt - GRACE_MS &&
        sentAt(d) <= (r.caughtUpAt ?? Infinity),
    ),
  );
  const latest = (values: number[], from: number) => ms(Math.max(...values) - from);
  return {
    reconnections: reconnections.length,
    'failed tries before reconnecting': reconnections.reduce((sum, { r }) => sum + r.failedTries, 0),
    'CatchUp completed after a reconnection': caughtUp.length,
    'CatchUp answered complete: false': caughtUp.filter((r) => r.complete === false).length,
    'new events received during those CatchUps': caughtUp.reduce((sum, r) => sum + r.replayed, 0),
    'events received again during those CatchUps': caughtUp.reduce((sum, r) => sum + r.repeated, 0),
    'reconnected → CatchUp done, p50 / p95 / max (ms)': triple(
      caughtUp.map((r) => (r.caughtUpAt ?? 0) - r.openedAt),
    ),
    'closed → reconnected, p50 / p95 / max (ms)': triple(caughtUp.map((r) => r.openedAt - r.closedAt)),
    'closed → CatchUp done, p50 / p95 / max (ms)': triple(
      caughtUp.map((r) => (r.caughtUpAt ?? 0) - r.closedAt),
    ),
    'Redis back → last event sent during the cut received (ms)': latest(
      cutDeliveries.map((d) => d.receivedAt),
      t.backAt,
    ),
    'kill → last reconnected client caught up (ms)': latest(
      caughtUp.map((r) => r.caughtUpAt ?? 0),
      t.killedAt,
    ),
    'kill → last event missed while away received (ms)': latest(
      missedWhileAway.map((d) => d.receivedAt),
      t.killedAt,
    ),
  };
}
