import { seedOrganisation } from '../organisation/org-seed.js';
import { adminControlCustomizeHandlers } from './admin-control-customize.js';
import { adminControlEventTypeHandlers } from './admin-control-event-types.js';
import { adminControlNoticeHandlers } from './admin-control-notices.js';
import { adminControlOrgUnitHandlers } from './admin-control-org-units.js';
import { adminControlRetentionHandlers } from './admin-control-retention.js';
import { defineArea, joinHandlers } from './area.js';

export const adminControlArea = defineArea({
  name: 'admin-control',
  handlers: joinHandlers(
    adminControlOrgUnitHandlers,
    adminControlEventTypeHandlers,
    adminControlNoticeHandlers,
    adminControlCustomizeHandlers,
    adminControlRetentionHandlers,
  ),
  seed: { order: 10, run: seedOrganisation },
  uploads: [
    'createCompanyCustomize',
    'updateCompanyCustomize',
    'createCompanyHoliday',
    'updateCompanyHoliday',
  ],
});
