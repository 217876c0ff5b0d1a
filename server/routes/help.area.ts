import { defineArea } from './area.js';
import { helpHandlers } from './help.js';

export const helpArea = defineArea({
  name: 'help',
  handlers: helpHandlers,
});
