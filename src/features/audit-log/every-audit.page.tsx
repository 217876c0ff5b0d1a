import { AuditLogView } from './audit-log-view';

/** /operator/audit: the operator reads every company's log. */
export default function EveryAuditPage() {
  return <AuditLogView scope="every" />;
}
