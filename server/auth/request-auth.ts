import type { FastifyRequest } from 'fastify';
import { Code, HttpError } from '../http/envelope.js';
import { messages } from '../messages.js';
import type { AccessTokens, AuthUser } from './access-tokens.js';
import { hasRole } from '../../domain/roles.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, set by the route's security requirement; null for visitors. */
    user: AuthUser | null;
  }
}

/** How an operation's `security` treats the caller: bearer required, bearer optional, or public. */
export type AuthMode = 'required' | 'optional' | 'public';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = header.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? '';
}

/**
 * Sets request.user from the Authorization header. A token that is present but invalid is refused even on
 * optional routes, so the client refreshes instead of silently browsing as a visitor.
 */
export async function authenticate(
  request: FastifyRequest,
  mode: AuthMode,
  tokens: AccessTokens,
  now: Date,
): Promise<void> {
  request.user = null;
  if (mode === 'public') return;
  const token = bearerToken(request);
  if (token === null && mode === 'optional') return;
  const user = token ? await tokens.verify(token, now) : null;
  if (!user) throw new HttpError(401, Code.unauthenticated, messages.http.unauthenticated);
  request.user = user;
}

/** The signed-in person; for handlers of routes whose security requires a bearer token. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, Code.unauthenticated, messages.http.unauthenticated);
  return request.user;
}

/** Refuses (HTTP 403, code "43") a caller whose role does not contain one of the allowed names. */
export function requireRole(request: FastifyRequest, ...allowed: string[]): AuthUser {
  const user = currentUser(request);
  if (!hasRole(user.roleName, allowed)) throw new HttpError(403, Code.forbidden, messages.http.forbidden);
  return user;
}
