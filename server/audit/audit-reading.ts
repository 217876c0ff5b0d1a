import type { FastifyReply } from 'fastify';
import { auditActionName, auditAreaName, auditTexts } from '../../domain/messages/audit.js';
import type { Queryable } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { toCsv } from '../http/csv.js';
import { auditForExport, listAudit, type AuditFilter, type AuditRow } from './audit-store.js';

/** The most entries one CSV file holds: beyond it, narrow the filter. */
const CSV_LIMIT = 50_000;
const PAGE_SIZE = 20;

interface FilterQuery {
  person?: string;
  area?: string;
  entity?: string;
  from?: string;
  to?: string;
}

export function auditFilterOf(query: FilterQuery, companyId: number | null, timeZone: string): AuditFilter {
  return {
    companyId,
    person: query.person?.trim() ?? '',
    area: query.area ?? '',
    entity: query.entity?.trim() ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
    timeZone,
  };
}

const entryOf = (row: AuditRow) => ({
  auditLogId: Number(row.id),
  at: new Date(row.at).toISOString(),
  companyId: row.company_id,
  companyName: row.company_name,
  actorId: row.actor_id,
  actorName: row.actor_name,
  actorEmail: row.actor_email,
  actorRole: row.actor_role,
  address: row.address,
  area: row.area,
  action: row.action,
  entity: row.entity,
  before: row.before ?? null,
  after: row.after ?? null,
});

export async function auditPage(
  db: Queryable,
  filter: AuditFilter,
  query: { pageIndex?: number; pageSize?: number },
) {
  const size = query.pageSize ?? PAGE_SIZE;
  const index = query.pageIndex ?? 1;
  const { rows, total } = await listAudit(db, filter, { index, size });
  return ok({ list: rows.map(entryOf), totalCount: total, totalPages: Math.ceil(total / size) });
}

/** A moment as the portal's people read it: day and time in its time zone. */
const localTime = (at: Date, timeZone: string) => new Date(at).toLocaleString('sv-SE', { timeZone });
const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The filtered log as one CSV file, newest first, with Spanish headers and names. */
export async function auditCsv(db: Queryable, filter: AuditFilter, today: string, reply: FastifyReply) {
  const rows = await auditForExport(db, filter, CSV_LIMIT);
  const lines = rows.map((row) => [
    localTime(row.at, filter.timeZone),
    row.company_name ?? '',
    row.actor_name ?? '',
    row.actor_email ?? '',
    row.actor_role ?? '',
    row.address ?? '',
    auditAreaName(row.area),
    auditActionName(row.action),
    row.action,
    row.entity ?? '',
    json(row.before),
    json(row.after),
  ]);
  const name = auditTexts.csvName(today);
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(toCsv([[...auditTexts.csvColumns], ...lines]));
  return reply;
}
