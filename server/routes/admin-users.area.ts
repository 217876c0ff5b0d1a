import { adminUserHandlers } from './admin-users.js';
import { defineArea } from './area.js';

export const adminUsersArea = defineArea({
  name: 'admin-users',
  handlers: adminUserHandlers,
  uploads: ['uploadMigrationFile'],
});
