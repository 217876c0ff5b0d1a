import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';

/** The gateway listening on a free local port, for clients that need a real socket. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The gateway is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

/** A stock @microsoft/signalr client on WebSockets, reconnecting at once, as the portal's pages use it. */
export function hubClient(base: string, hub: string, token: () => string): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(`${base}/hubs/${hub}`, {
      accessTokenFactory: token,
      transport: HttpTransportType.WebSockets,
    })
    .withAutomaticReconnect([0, 100, 250, 500, 1000])
    .configureLogging(LogLevel.None)
    .build();
}

/** Splits what an event brought into the arguments its target defines and its id in the portal's stream. */
function withoutEventId(args: unknown[]): { payload: unknown[]; eventId: number | undefined } {
  const last = args.at(-1);
  if (typeof last === 'object' && last !== null && 'eventId' in last && typeof last.eventId === 'number')
    return { payload: args.slice(0, -1), eventId: last.eventId };
  return { payload: args, eventId: undefined };
}

/** Resolves with the arguments (its id set apart) of the next `target` event the connection receives. */
export function nextEvent(connection: HubConnection, target: string): Promise<unknown[]> {
  return new Promise((resolve) => {
    const handler = (...args: unknown[]) => {
      connection.off(target, handler);
      resolve(withoutEventId(args).payload);
    };
    connection.on(target, handler);
  });
}
