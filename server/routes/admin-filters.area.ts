import { adminFilterHandlers } from './admin-filters.js';
import { defineArea } from './area.js';

export const adminFiltersArea = defineArea({
  name: 'admin-filters',
  handlers: adminFilterHandlers,
});
