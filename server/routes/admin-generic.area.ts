import { adminGenericHandlers } from './admin-generic.js';
import { defineArea } from './area.js';

export const adminGenericArea = defineArea({
  name: 'admin-generic',
  handlers: adminGenericHandlers,
  uploads: ['createGenericItem', 'updateGenericItem'],
});
