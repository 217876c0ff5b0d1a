import { defineArea } from './area.js';
import { devHandlers } from './dev.js';

export const devArea = defineArea({
  name: 'dev',
  handlers: devHandlers,
});
