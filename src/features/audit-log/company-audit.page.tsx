import { AuditLogView } from './audit-log-view';

/** /admin/audit: HR reads its own company's log. */
export default function CompanyAuditPage() {
  return <AuditLogView scope="company" />;
}
