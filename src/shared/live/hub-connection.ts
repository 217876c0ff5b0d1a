import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  LogLevel,
  type RetryContext,
} from '@microsoft/signalr';
import { freshAccessToken } from '@/api/client';
import { createEventStream, splitEvent } from './event-stream';

export type HubName = 'chat' | 'notification';

/** 'live' while connected; 'reconnecting' from a drop (or a failed first try) until it is back. */
export type HubStatus = 'connecting' | 'live' | 'reconnecting';

export interface HubWatcher {
  status(status: HubStatus): void;
  /** The page was away longer than the gateway's log reaches: its data must be read again. */
  resync(): void;
}

/** What the gateway's CatchUp hub method answers (decision 0283). */
interface CatchUpResult {
  lastId: number;
  complete: boolean;
}

/** Quick retries first, then every 15 s for as long as the page stays open. */
const RETRY_MS = [0, 1000, 2000, 5000, 10000];
const retryDelay = (attempt: number) => RETRY_MS[attempt] ?? 15000;

/**
 * Opens a live hub (spec 000 §7: /hubs/notification, /hubs/chat) with the session's token and keeps it open:
 * it reconnects by itself, then asks the gateway for everything it missed after the last event id it saw, and
 * hands each event to its handler once. This module is loaded on demand, so the SignalR client never weighs on
 * the first page. Resolves with the stop.
 */
export async function connectHub(
  hub: HubName,
  handlers: Record<string, (...args: unknown[]) => void>,
  watcher: HubWatcher,
): Promise<() => Promise<void>> {
  const stream = createEventStream();
  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(`/hubs/${hub}`, {
      accessTokenFactory: freshAccessToken,
      transport: HttpTransportType.WebSockets,
    })
    .withAutomaticReconnect({
      nextRetryDelayInMilliseconds: (context: RetryContext) => retryDelay(context.previousRetryCount),
    })
    .configureLogging(LogLevel.None)
    .build();
  for (const [target, handler] of Object.entries(handlers))
    connection.on(target, (...args: unknown[]) => {
      const { payload, eventId } = splitEvent(args);
      if (stream.fresh(eventId)) handler(...payload);
    });
  const catchUp = async () => {
    const result = await connection.invoke<CatchUpResult>('CatchUp', stream.lastId());
    stream.joinedAt(result.lastId);
    if (!result.complete) watcher.resync();
  };
  connection.onreconnecting(() => watcher.status('reconnecting'));
  connection.onreconnected(() => {
    watcher.status('live');
    void catchUp().catch(() => watcher.resync());
  });
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const start = async (attempt: number): Promise<void> => {
    try {
      await connection.start();
    } catch {
      if (stopped) return;
      watcher.status('reconnecting');
      retry = setTimeout(() => void start(attempt + 1), retryDelay(attempt));
      return;
    }
    watcher.status('live');
    // Joining late after failed tries, the page may have missed anything: it reads its data again.
    if (attempt > 0) watcher.resync();
    await catchUp().catch(() => watcher.resync());
  };
  await start(0);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await connection.stop();
  };
}
