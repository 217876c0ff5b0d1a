import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { AccessTokens, AuthUser } from '../auth/access-tokens.js';
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
import { HUB_NAMES, type HubName, type LiveBus, type LiveMessage } from './live-bus.js';
import { liveMessages as m } from './live-messages.js';

interface HubOptions {
  bus: LiveBus;
  tokens: AccessTokens;
  clock: Clock;
}

/** A bearer token from the Authorization header, or the access_token query a browser's WebSocket must use. */
function tokenOf(request: FastifyRequest): string | null {
  const header = (request.headers.authorization ?? '').match(/^Bearer\s+(\S+)$/i);
  if (header?.[1]) return header[1];
  const query = request.query as Record<string, unknown>;
  return typeof query.access_token === 'string' ? query.access_token : null;
}

/** Who is connected to which hub in this process: each person may have several tabs open. */
function createRegistry() {
  const sockets = new Map<HubName, Map<number, Set<WebSocket>>>(HUB_NAMES.map((hub) => [hub, new Map()]));
  return {
    add(hub: HubName, userId: number, socket: WebSocket) {
      const people = sockets.get(hub);
      const set = people?.get(userId) ?? new Set<WebSocket>();
      set.add(socket);
      people?.set(userId, set);
    },
    remove(hub: HubName, userId: number, socket: WebSocket) {
      const set = sockets.get(hub)?.get(userId);
      set?.delete(socket);
      if (set?.size === 0) sockets.get(hub)?.delete(userId);
    },
    deliver(message: LiveMessage) {
      const text = invocation(message.target, message.arguments);
      for (const userId of new Set(message.userIds))
        for (const socket of sockets.get(message.hub)?.get(userId) ?? [])
          if (socket.readyState === socket.OPEN) socket.send(text);
    },
    all: () => [...sockets.values()].flatMap((people) => [...people.values()].flatMap((set) => [...set])),
  };
}

/**
 * The live hubs /hubs/chat and /hubs/notification (spec 000 §7), speaking the SignalR JSON hub protocol over
 * WebSockets so that the stock @microsoft/signalr client connects unmodified. Delivery only: the portal sends
 * through its REST calls, and the hubs push the resulting events to the people concerned.
 */
export async function registerLiveHubs(app: FastifyInstance, { bus, tokens, clock }: HubOptions) {
  const registry = createRegistry();
  bus.subscribe((message) => registry.deliver(message));
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  const authenticate = async (request: FastifyRequest): Promise<AuthUser | null> => {
    const token = tokenOf(request);
    return token ? tokens.verify(token, clock()) : null;
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
        let user: AuthUser | null = null;
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
              if (user) registry.add(hub, user.userId, socket);
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
          if (user) onText(text);
          else pending.push(text);
        });
        const pinger = setInterval(() => socket.send(ping()), PING_SECONDS * 1000);
        socket.on('close', () => {
          clearInterval(pinger);
          if (user) registry.remove(hub, user.userId, socket);
        });
        void authenticate(request).then((found) => {
          if (!found) {
            socket.send(closeMessage(m.unauthenticated, false));
            return socket.close(1008);
          }
          user = found;
          for (const text of pending.splice(0)) onText(text);
        });
      },
    });
  }

  app.addHook('onClose', async () => {
    for (const socket of registry.all()) {
      socket.send(closeMessage(m.shuttingDown, true));
      socket.close(1001);
    }
  });
}
