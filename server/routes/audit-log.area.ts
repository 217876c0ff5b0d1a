import { defineArea } from './area.js';
import { auditLogHandlers } from './audit-log.js';

export const auditLogArea = defineArea({
  name: 'audit-log',
  handlers: auditLogHandlers,
});
