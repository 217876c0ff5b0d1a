import { defineArea } from './area.js';
import { catalogHandlers } from './catalogs.js';

export const catalogsArea = defineArea({
  name: 'catalogs',
  handlers: catalogHandlers,
});
