import type { FastifyRequest } from 'fastify';
import type { AuthMode } from '../auth/request-auth.js';
import { hasRole, Roles } from '../../domain/roles.js';
import { Code, HttpError } from '../http/envelope.js';
import { messages } from '../messages.js';
import type { Operation } from './document.js';

type RoleKey = keyof typeof Roles;

const isRoleKey = (key: string): key is RoleKey => Object.hasOwn(Roles, key);

/**
 * The role names an operation's `x-roles` allows (keys of Roles), or undefined when any caller its security
 * admits may call it. A misspelt key or roles on an operation without a required bearer fail at start-up.
 */
export function rolesOf(operation: Operation, mode: AuthMode): string[] | undefined {
  const keys = operation['x-roles'];
  if (keys === undefined) return undefined;
  const unknown = keys.filter((key) => !isRoleKey(key));
  if (unknown.length > 0 || keys.length === 0) {
    throw new Error(`${operation.operationId}: x-roles must list keys of Roles, not [${keys.join(', ')}]`);
  }
  if (mode !== 'required') {
    throw new Error(`${operation.operationId}: x-roles needs a security that requires a bearer token`);
  }
  return keys.filter(isRoleKey).map((key) => Roles[key]);
}

/** Refuses a visitor (HTTP 401, code "40") and a caller whose role is not allowed (HTTP 403, code "43"). */
export function checkRoles(request: FastifyRequest, allowed: string[]): void {
  if (!request.user) throw new HttpError(401, Code.unauthenticated, messages.http.unauthenticated);
  if (!hasRole(request.user.roleName, allowed)) {
    throw new HttpError(403, Code.forbidden, messages.http.forbidden);
  }
}
