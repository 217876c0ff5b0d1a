import type { FastifyRequest } from 'fastify';
import { isRole, Roles } from '../../domain/roles.js';
import type { Clock } from '../clock.js';
import type { Queryable } from '../db/database.js';
import { appendAudit, type AuditActor } from './audit-store.js';

/** Keys whose values never reach the log: passwords, tokens, one-time codes and other secrets. */
const SECRET = /pass(word)?|token|secret|^code$|otp|verification/i;
/** A long text (a post's HTML) is kept to its start: the log says what changed, not a copy of it. */
const LONGEST_TEXT = 500;
export const HIDDEN = '[oculto]';

/** A copy of a request's values fit for the log: secrets hidden, long texts cut, files named. */
export function forTheLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > LONGEST_TEXT ? `${value.slice(0, LONGEST_TEXT)}…` : value;
  if (value === null || typeof value !== 'object' || depth > 4) return value ?? null;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => forTheLog(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET.test(key) ? HIDDEN : forTheLog(item, depth + 1)]),
  );
}

/** What an act touched, as `id=5` from the path's parameters, else the ids the body names, else the query's. */
export function entityOf(params: unknown, body: unknown, query?: unknown): string | null {
  const pairs = (from: unknown, keep: (key: string, value: unknown) => boolean) =>
    from && typeof from === 'object' && !Array.isArray(from)
      ? Object.entries(from).filter(([key, value]) => keep(key, value))
      : [];
  const scalar = (value: unknown) => typeof value === 'number' || typeof value === 'string';
  const fromPath = pairs(params, (_, value) => scalar(value));
  const named = (from: unknown) => pairs(from, (key, value) => /id$/i.test(key) && scalar(value));
  const fromBody = named(body);
  const found = fromPath.length > 0 ? fromPath : fromBody.length > 0 ? fromBody : named(query);
  return found.length > 0 ? found.map(([key, value]) => `${key}=${String(value)}`).join(' ') : null;
}

const STAFF = new Set<string>([Roles.hr, Roles.operations]);

/** Whether an operation is an administrative write: not a read, and only HR or operators may call it. */
export function isAdministrativeWrite(method: string, roles: string[] | undefined): boolean {
  return method !== 'GET' && roles !== undefined && roles.every((role) => STAFF.has(role));
}

export interface RecordedWrite {
  area: string;
  operationId: string;
  params: unknown;
  query: unknown;
  body: unknown;
  fileNames: Record<string, string>;
  /** The entity as its read showed it just before the write (`x-audit-before`); undefined when unknown. */
  before?: unknown;
}

/**
 * The company whose HR reads an entry. Operators serve every company, so what they do is no one company's
 * business: their entries have none and only operators read them.
 */
const companyOfEntry = (companyId: number | null, roleName: string | null) =>
  roleName !== null && isRole(roleName, Roles.operations) ? null : companyId;

/** The signed-in person of a request as the log records them. */
export function actorOf(request: FastifyRequest): AuditActor {
  const user = request.user;
  return {
    companyId: companyOfEntry(user?.companyId ?? null, user?.roleName ?? null),
    actorId: user?.userId ?? null,
    actorRole: user?.roleName ?? null,
    address: request.ip,
  };
}

/** Appends an act the gateway names itself (a download of personal data, an erasure), by the request's person. */
export async function recordAct(
  db: Queryable,
  at: Date,
  request: FastifyRequest,
  act: { area: string; action: string; entity: string },
) {
  await appendAudit(db, { at, ...actorOf(request), ...act });
}

/** Appends an administrative write that succeeded, by the signed-in person of the request. */
export async function recordWrite(
  db: Queryable,
  clock: Clock,
  request: FastifyRequest,
  write: RecordedWrite,
) {
  const body = write.body && typeof write.body === 'object' ? write.body : {};
  await appendAudit(db, {
    at: clock(),
    ...actorOf(request),
    area: write.area,
    action: write.operationId,
    entity: entityOf(write.params, write.body, write.query),
    before: write.before === undefined ? undefined : forTheLog(write.before),
    after: forTheLog({ ...body, ...write.fileNames }),
  });
}

/** A sign-in, failed sign-in or password reset of an account (area `auth`); an unknown account by what was typed. */
export async function recordAccess(
  db: Queryable,
  at: Date,
  request: FastifyRequest,
  action: 'signIn' | 'signInFailed' | 'passwordReset',
  account: { user_id: number; company_id: number; role_name: string } | undefined,
  typed: string,
) {
  await appendAudit(db, {
    at,
    companyId: companyOfEntry(account?.company_id ?? null, account?.role_name ?? null),
    actorId: account?.user_id ?? null,
    actorRole: account?.role_name ?? null,
    address: request.ip,
    area: 'auth',
    action,
    entity: account ? `userId=${account.user_id}` : `email=${typed.slice(0, 200)}`,
  });
}
