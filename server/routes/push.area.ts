import { defineArea } from './area.js';
import { pushHandlers } from './push.js';

export const pushArea = defineArea({
  name: 'push',
  handlers: pushHandlers,
});
