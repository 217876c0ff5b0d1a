import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { AccessTokens, AuthUser } from '../auth/access-tokens.js';
import { SESSION_STATUS_TTL_MS, type SessionStatus } from '../auth/session-status.js';
import type { Clock } from '../clock.js';
import { notFoundEnvelope } from '../http/error-handler.js';
import {
  closeMessage,
  completionError,
  handshakeReply,
  invocation,
  MessageType,
  ping,
  PING_SECONDS,
  splitFrames,
} from './hub-protocol.js';
import { HUB_NAMES, isLiveEvent, type HubName, type LiveBus, type LiveMessage } from './live-bus.js';
import { liveMessages as m } from './live-messages.js';

interface HubOptions {
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

/** One open hub connection and the sign-in it was opened with. */
interface Connection {
  socket: WebSocket;
  user: AuthUser;
}

/** Who is connected to which hub in this process: each person may have several tabs open. */
function createRegistry(clock: Clock) {
  const connections = new Map<HubName, Map<number, Set<Connection>>>(
    HUB_NAMES.map((hub) => [hub, new Map()]),
  );
  const all = () =>
    [...connections.values()].flatMap((people) => [...people.values()].flatMap((set) => [...set]));
  return {
    add(hub: HubName, connection: Connection) {
      const people = connections.get(hub);
      const set = people?.get(connection.user.userId) ?? new Set<Connection>();
      set.add(connection);
      people?.set(connection.user.userId, set);
    },
    remove(hub: HubName, connection: Connection) {
      const set = connections.get(hub)?.get(connection.user.userId);
      set?.delete(connection);
      if (set?.size === 0) connections.get(hub)?.delete(connection.user.userId);
    },
    deliver(message: LiveMessage) {
      const text = invocation(message.target, message.arguments);
      const now = clock().getTime();
      for (const userId of new Set(message.userIds))
        for (const { socket, user } of connections.get(message.hub)?.get(userId) ?? [])
          // A token that expired since the last sweep hears nothing more: its sign-in may be over.
          if (socket.readyState === socket.OPEN && user.expiresAt.getTime() > now) socket.send(text);
    },
    all,
  };
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
  const { bus, tokens, sessions, clock } = options;
  const registry = createRegistry(clock);
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
          let message: { type?: unknown; invocationId?: unknown; target?: unknown };
          try {
            message = JSON.parse(raw) as typeof message;
          } catch {
            return socket.close(1002);
          }
          if (message.type === MessageType.close) return socket.close(1000);
          if (message.type === MessageType.invocation && typeof message.invocationId === 'string')
            socket.send(completionError(message.invocationId, m.unknownMethod(String(message.target))));
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
        void authenticate(request).then((found) => {
          if (!found) {
            socket.send(closeMessage(m.unauthenticated, false));
            return socket.close(1008);
          }
          connection = { socket, user: found };
          for (const text of pending.splice(0)) onText(text);
        });
      },
    });
  }

  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    for (const { socket } of registry.all()) {
      socket.send(closeMessage(m.shuttingDown, true));
      socket.close(1001);
    }
  });
}
