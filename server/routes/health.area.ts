import { defineArea } from './area.js';
import { healthHandlers } from './health.js';

export const healthArea = defineArea({
  name: 'health',
  handlers: healthHandlers,
});
