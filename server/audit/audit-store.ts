import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';
import { foldedText } from '../db/sql-text.js';

/** One act as the log keeps it; `before` and `after` are plain values with secrets already left out. */
export interface AuditAct {
  at: Date;
  companyId: number | null;
  actorId: number | null;
  actorRole: string | null;
  address: string | null;
  area: string;
  action: string;
  entity: string | null;
  before?: unknown;
  after?: unknown;
}

/** Who acted, as the log records it: the person, their session's company and role, and their address. */
export interface AuditActor {
  companyId: number | null;
  actorId: number | null;
  actorRole: string | null;
  address: string | null;
}

export async function appendAudit(db: Queryable, act: AuditAct): Promise<void> {
  await db.query(
    `insert into audit_log (at, company_id, actor_id, actor_role, address, area, action, entity, before, after)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      act.at,
      act.companyId,
      act.actorId,
      act.actorRole,
      act.address,
      act.area,
      act.action,
      act.entity,
      act.before === undefined ? null : JSON.stringify(act.before),
      act.after === undefined ? null : JSON.stringify(act.after),
    ],
  );
}

/** What a reader narrows the log to; `companyId` null means every company (operators). */
export interface AuditFilter {
  companyId: number | null;
  /** Part of the acting person's name or e-mail, case- and accent-insensitive. */
  person: string;
  area: string;
  /** Part of the entity's reference, as `id=5`. */
  entity: string;
  /** Calendar days in the company's time zone, inclusive; '' when open. */
  from: string;
  to: string;
  timeZone: string;
}

export interface AuditRow {
  id: number;
  at: Date;
  company_id: number | null;
  company_name: string | null;
  actor_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
  actor_role: string | null;
  address: string | null;
  area: string;
  action: string;
  entity: string | null;
  before: unknown;
  after: unknown;
}

const actorText = `concat_ws(' ', u.first_name, u.middle_name, u.last_name, u.email)`;

function where(filter: AuditFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  const add = (sql: (at: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (filter.companyId !== null) add((at) => `a.company_id = ${at}`, filter.companyId);
  if (filter.person)
    add((at) => `${foldedText(actorText)} like '%' || ${foldedText(at)} || '%'`, filter.person);
  if (filter.area) add((at) => `a.area = ${at}`, filter.area);
  if (filter.entity) add((at) => `a.entity ilike '%' || ${at} || '%'`, filter.entity);
  if (filter.from) {
    params.push(filter.timeZone);
    add((at) => `a.at >= (${at}::date)::timestamp at time zone $${params.length - 1}`, filter.from);
  }
  if (filter.to) {
    params.push(filter.timeZone);
    add((at) => `a.at < (${at}::date + 1)::timestamp at time zone $${params.length - 1}`, filter.to);
  }
  return { sql: parts.length > 0 ? `where ${parts.join(' and ')}` : '', params };
}

const FROM = `from audit_log a
  left join users u on u.user_id = a.actor_id
  left join companies c on c.company_id = a.company_id`;

const COLUMNS = `a.id, a.at, a.company_id, c.company_name, a.actor_id,
  nullif(concat_ws(' ', u.first_name, u.middle_name, u.last_name), '') as actor_name, u.email as actor_email,
  a.actor_role, a.address, a.area, a.action, a.entity, a.before, a.after`;

/** A page of the log, newest first, cut by the database, and how many acts the filter matches. */
export async function listAudit(db: Queryable, filter: AuditFilter, page: { index: number; size: number }) {
  const { sql, params } = where(filter);
  const count = await firstRow<{ total: number }>(db, `select count(*)::int as total ${FROM} ${sql}`, params);
  const rows = await db.query<AuditRow>(
    `select ${COLUMNS} ${FROM} ${sql} order by a.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.size, (page.index - 1) * page.size],
  );
  return { rows, total: count?.total ?? 0 };
}

/** The newest `limit` acts the filter matches, for a CSV file. */
export async function auditForExport(db: Queryable, filter: AuditFilter, limit: number) {
  const { sql, params } = where(filter);
  return db.query<AuditRow>(
    `select ${COLUMNS} ${FROM} ${sql} order by a.id desc limit $${params.length + 1}`,
    [...params, limit],
  );
}
