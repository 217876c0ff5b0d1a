import type { FastifyRequest } from 'fastify';

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * Origin for links in e-mails: PUBLIC_URL when configured (set it in production, so a forged Host header
 * cannot redirect reset links), otherwise the request's X-Forwarded-Proto/Host or Host.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const proto = firstValue(request.headers['x-forwarded-proto']) ?? request.protocol;
  const host = firstValue(request.headers['x-forwarded-host']) ?? request.headers.host ?? 'localhost';
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
