import type { FastifyRequest } from 'fastify';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'x-real-ip'];

/**
 * A request typed on this very machine: the socket's own peer address is loopback (never request.ip, which
 * TRUST_PROXY may take from X-Forwarded-For), no proxy header says it was relayed for someone else (a proxy
 * on the same host connects from loopback too), and the Host is a loopback name (a DNS-rebound page in a
 * browser on this machine sends its own host name).
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  if (!LOOPBACK_ADDRESSES.has(peer)) return false;
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return LOOPBACK_HOST.test(request.headers.host ?? '');
}
