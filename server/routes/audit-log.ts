import { currentUser } from '../auth/request-auth.js';
import { auditCsv, auditFilterOf, auditPage } from '../audit/audit-reading.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/**
 * The audit log (openapi/paths/audit-log.yaml, docs/decisions/0306): HR reads its own company's acts, the
 * operator every company's; both as pages cut by the database or as one CSV file.
 */
export function auditLogHandlers({ db, config, today }: Services) {
  const zone = config.timeZone;
  return {
    async listCompanyAuditLog({ request, query }) {
      return auditPage(db, auditFilterOf(query, currentUser(request).companyId, zone), query);
    },

    async getCompanyAuditLogCsv({ request, query, reply }) {
      return auditCsv(db, auditFilterOf(query, currentUser(request).companyId, zone), today(), reply);
    },

    async listAuditLog({ query }) {
      return auditPage(db, auditFilterOf(query, query.companyId ?? null, zone), query);
    },

    async getAuditLogCsv({ query, reply }) {
      return auditCsv(db, auditFilterOf(query, query.companyId ?? null, zone), today(), reply);
    },
  } satisfies Partial<HandlerMap>;
}
