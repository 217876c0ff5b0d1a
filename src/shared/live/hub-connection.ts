import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { freshAccessToken } from '@/api/client';

export type HubName = 'chat' | 'notification';

/**
 * Opens a live hub (spec 000 §7: /hubs/notification, /hubs/chat) with the session's token, reconnecting by
 * itself. This module is loaded on demand, so the SignalR client never weighs on the first page.
 */
export async function connectHub(
  hub: HubName,
  handlers: Record<string, (...args: unknown[]) => void>,
): Promise<HubConnection> {
  const connection = new HubConnectionBuilder()
    .withUrl(`/hubs/${hub}`, {
      accessTokenFactory: freshAccessToken,
      transport: HttpTransportType.WebSockets,
    })
    .withAutomaticReconnect()
    .configureLogging(LogLevel.None)
    .build();
  for (const [target, handler] of Object.entries(handlers)) connection.on(target, handler);
  await connection.start();
  return connection;
}
