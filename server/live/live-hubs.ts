import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { AccessTokens, AuthUser } from '../auth/access-tokens.js';
import { SESSION_STATUS_TTL_MS, type SessionStatus } from '../auth/session-status.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { notFoundEnvelope } from '../http/error-handler.js';
import {
  closeMessage,
  completionError,
  completionResult,
  handshakeReply,
  MessageType,
  ping,
  PING_SECONDS,
  splitFrames,
} from './hub-protocol.js';
import { HUB_NAMES, isLiveEvent, type LiveBus } from './live-bus.js';
import { catchUp, watchEventLog } from './live-catch-up.js';
import { latestEventId } from './live-event-store.js';
import { liveMessages as m } from './live-messages.js';
import { createRegistry, newConnection, type Connection } from './live-registry.js';

interface HubOptions {
  db: Database;
  bus: LiveBus;
  tokens: AccessTokens;
  sessions: SessionStatus;
  clock: Clock;
  /** How often open connections are checked against their sign-in; the session cache's lifetime by default. */
  sweepMs?: number;
}

/** A bearer token from the Authorization header, or the access_token query a browser's WebSocket must use. */
function tokenOf(request: FastifyRequest): string | null {
  const header = (request.headers.authorization ?? '').match(/^Bearer\s+(\S+)$/i);
  if (header?.[1]) return header[1];
  const query = request.query as Record<string, unknown>;
  return typeof query.access_token === 'string' ? query.access_token : null;
}

/** Ends a connection whose sign-in is over; the client may come back with a fresh token if it has one. */
function endConnection({ socket }: Connection): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(closeMessage(m.sessionEnded, true));
  socket.close(1008);
}

/**
 * The live hubs /hubs/chat and /hubs/notification (spec 000 §7), speaking the SignalR JSON hub protocol over
 * WebSockets so that the stock @microsoft/signalr client connects unmodified. Delivery only: the portal sends
 * through its REST calls, and the hubs push the resulting events to the people concerned.
 */
export async function registerLiveHubs(app: FastifyInstance, options: HubOptions) {
  const { db, bus, tokens, sessions, clock } = options;
  const registry = createRegistry(clock);
  const stopWatching = watchEventLog(db, bus, registry, (error) =>
    app.log.warn({ err: error }, 'live event log not read'),
  );
  bus.subscribe((message) => {
    if (isLiveEvent(message)) return registry.deliver(message);
    if (message.kind === 'peopleChanged') return sessions.forgetPeople(message.userIds);
    sessions.forget(message.sessionIds);
    const ended = new Set(message.sessionIds);
    for (const connection of registry.all())
      if (ended.has(connection.user.sessionId)) endConnection(connection);
  });
  // The announcement closes sockets at once; the sweep catches expiry and what no announcement reached here.
  const sweeper = setInterval(() => {
    registry.forgetOld();
    const now = clock();
    for (const connection of registry.all()) {
      const { userId, sessionId, expiresAt } = connection.user;
      if (expiresAt <= now) endConnection(connection);
      else
        void sessions.current(sessionId, userId, now).then(
          (record) => record || endConnection(connection),
          (error: unknown) => app.log.warn({ err: error }, 'hub connection not checked'),
        );
    }
  }, options.sweepMs ?? SESSION_STATUS_TTL_MS);
  sweeper.unref();
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  /** The caller's sign-in, when it is live and owes nothing: a membership still to pay opens no hub. */
  const authenticate = async (request: FastifyRequest): Promise<AuthUser | null> => {
    const token = tokenOf(request);
    const user = token ? await tokens.verify(token, clock()) : null;
    return user && !user.membershipRequired ? user : null;
  };

  for (const hub of HUB_NAMES) {
    app.post(`/hubs/${hub}/negotiate`, async (request, reply) => {
      if (!(await authenticate(request))) return reply.code(401).send({ error: m.unauthenticated });
      const connectionId = randomUUID();
      // The token is not remembered: any gateway behind a balancer accepts the WebSocket that follows.
      const version = Number((request.query as Record<string, unknown>).negotiateVersion ?? 0);
      return {
        connectionId,
        ...(version >= 1 ? { connectionToken: randomUUID(), negotiateVersion: 1 } : {}),
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
      };
    });

    app.route({
      method: 'GET',
      url: `/hubs/${hub}`,
      // Without an upgrade, the hub path is a missing resource, never the single-page app.
      handler: (_request, reply) => notFoundEnvelope(reply),
      wsHandler: (socket, request) => {
        const pending: string[] = [];
        let connection: Connection | null = null;
        let shaken = false;
        let buffered = '';
        const onText = (text: string) => {
          const { messages, rest } = splitFrames(buffered + text);
          buffered = rest;
          for (const raw of messages) {
            if (!shaken) {
              const { ok, reply } = handshakeReply(raw);
              socket.send(reply);
              if (!ok) return socket.close(1002);
              shaken = true;
              if (connection) registry.add(hub, connection);
              continue;
            }
            received(raw);
          }
        };
        const received = (raw: string) => {
          let message: { type?: unknown; invocationId?: unknown; target?: unknown; arguments?: unknown };
          try {
            message = JSON.parse(raw) as typeof message;
          } catch {
            return socket.close(1002);
          }
          if (message.type === MessageType.close) return socket.close(1000);
          const { invocationId } = message;
          if (message.type !== MessageType.invocation || typeof invocationId !== 'string') return;
          if (message.target !== 'CatchUp' || !connection)
            return socket.send(completionError(invocationId, m.unknownMethod(String(message.target))));
          const [lastId] = Array.isArray(message.arguments) ? (message.arguments as unknown[]) : [];
          if (lastId !== null && !(Number.isSafeInteger(lastId) && (lastId as number) >= 0))
            return socket.send(completionError(invocationId, m.badLastId));
          catchUp(db, clock, hub, connection, lastId as number | null).then(
            (result) => socket.send(completionResult(invocationId, result)),
            (error: unknown) => {
              app.log.warn({ err: error }, 'hub catch-up failed');
              socket.send(completionError(invocationId, m.catchUpFailed));
            },
          );
        };
        socket.on('message', (data) => {
          const text = data.toString();
          // Messages that arrive while the token is being checked wait for it.
          if (connection) onText(text);
          else pending.push(text);
        });
        const pinger = setInterval(() => socket.send(ping()), PING_SECONDS * 1000);
        socket.on('close', () => {
          clearInterval(pinger);
          if (connection) registry.remove(hub, connection);
        });
        const opened = async () => {
          const found = await authenticate(request);
          return found && newConnection(socket, found, await latestEventId(db));
        };
        opened().then(
          (found) => {
            if (!found) {
              socket.send(closeMessage(m.unauthenticated, false));
              return socket.close(1008);
            }
            connection = found;
            for (const text of pending.splice(0)) onText(text);
          },
          (error: unknown) => {
            app.log.warn({ err: error }, 'hub connection not opened');
            socket.send(closeMessage(m.unavailable, true));
            socket.close(1011);
          },
        );
      },
    });
  }

  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    stopWatching();
    for (const { socket } of registry.all()) {
      socket.send(closeMessage(m.shuttingDown, true));
      socket.close(1001);
    }
  });
}
