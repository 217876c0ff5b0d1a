import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { Gateway } from './gateways';
import type { Ledger } from './ledger';
import type { Session } from './sessions';

type HubName = 'chat' | 'notification';

/** The events the stream causes on each hub. */
const TARGETS: Record<HubName, string> = { chat: 'ReceiveMessage', notification: 'beNotified' };
/** Waits between attempts to reconnect, the gateways tried in turn starting with the next one. */
const RETRY_MS = [0, 250, 500, 1_000, 2_000];

/** One reconnection: when the old connection closed, the new one opened, and its CatchUp completed. */
export interface Reconnection {
  closedAt: number;
  /** Tries that failed before this one opened. */
  failedTries: number;
  openedAt: number;
  caughtUpAt: number | null;
  /** New events received while CatchUp ran. */
  replayed: number;
  /** Events received again while CatchUp ran (its look-back), dropped by their eventId. */
  repeated: number;
  complete: boolean | null;
}

interface CatchUpResult {
  lastId: number;
  complete: boolean;
}

const isCatchUpResult = (value: unknown): value is CatchUpResult =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as CatchUpResult).lastId) &&
  typeof (value as CatchUpResult).complete === 'boolean';

/** The eventId the hub appends as the last argument of every event, or null when it is missing. */
function eventIdOf(args: unknown[]): number | null {
  const last = args.at(-1);
  if (typeof last !== 'object' || last === null || !('eventId' in last)) return null;
  const id = (last as { eventId: unknown }).eventId;
  return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null;
}

const textOf = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && 'message' in payload
    ? String((payload as { message: unknown }).message)
    : '';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One person's page listening to one hub, as the portal's client does: it remembers the eventIds it saw,
 * drops repeats, and calls CatchUp with the last one after every (re)connection. When its connection closes
 * it opens a new one on the next gateway, as a load balancer would send it.
 */
export class LiveClient {
  readonly key: string;
  /** The gateway its connection is open on; -1 while it reconnects. */
  gateway = -1;
  readonly reconnections: Reconnection[] = [];
  readonly catchUpErrors: string[] = [];
  eventsWithoutId = 0;
  private connection: HubConnection | null = null;
  private readonly seen = new Set<number>();
  private position: number | null = null;
  private catchingUp: Reconnection | null = null;
  private stopped = false;

  constructor(
    private readonly session: Session,
    readonly hub: HubName,
    private readonly gateways: readonly Gateway[],
    private readonly ledger: Ledger,
  ) {
    this.key = `${session.userId}:${hub}`;
  }

  /** The first connection, on the given gateway. */
  connect(gateway: number): Promise<void> {
    return this.open(gateway, null, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.connection?.stop();
  }

  private build(gateway: number): HubConnection {
    const connection = new HubConnectionBuilder()
      .withUrl(`${this.gateways[gateway]?.base}/hubs/${this.hub}`, {
        accessTokenFactory: () => this.session.accessToken(),
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    connection.on(TARGETS[this.hub], (...args: unknown[]) => this.received(args));
    connection.onclose(() => void this.closed(connection));
    return connection;
  }

  private async open(gateway: number, closedAt: number | null, failedTries: number): Promise<void> {
    const connection = this.build(gateway);
    await connection.start();
    this.connection = connection;
    this.gateway = gateway;
    const record: Reconnection | null =
      closedAt === null
        ? null
        : {
            closedAt,
            failedTries,
            openedAt: Date.now(),
            caughtUpAt: null,
            replayed: 0,
            repeated: 0,
            complete: null,
          };
    if (record) this.reconnections.push(record);
    this.catchingUp = record;
    try {
      const result: unknown = await connection.invoke('CatchUp', this.position);
      if (!isCatchUpResult(result)) throw new Error(`CatchUp answered ${JSON.stringify(result)}`);
      this.position = Math.max(this.position ?? 0, result.lastId);
      if (record) {
        record.caughtUpAt = Date.now();
        record.complete = result.complete;
      }
    } catch (error) {
      this.catchUpErrors.push(errorText(error));
    } finally {
      this.catchingUp = null;
    }
  }

  private async closed(connection: HubConnection): Promise<void> {
    if (this.stopped || connection !== this.connection) return;
    const closedAt = Date.now();
    const from = this.gateway;
    this.connection = null;
    this.gateway = -1;
    for (let attempt = 0; !this.stopped; attempt += 1) {
      const next = (from + 1 + attempt) % this.gateways.length;
      try {
        return await this.open(next, closedAt, attempt);
      } catch {
        await new Promise((done) => setTimeout(done, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
      }
    }
  }

  private received(args: unknown[]): void {
    const receivedAt = Date.now();
    const eventId = eventIdOf(args);
    const text = textOf(args[0]);
    if (eventId !== null && this.seen.has(eventId)) {
      if (this.catchingUp) this.catchingUp.repeated += 1;
      return this.ledger.duplicate(this.key, text, receivedAt);
    }
    if (eventId === null) this.eventsWithoutId += 1;
    else {
      this.seen.add(eventId);
      this.position = Math.max(this.position ?? 0, eventId);
    }
    if (this.catchingUp) this.catchingUp.replayed += 1;
    this.ledger.received(this.key, text, eventId, receivedAt);
  }
}
