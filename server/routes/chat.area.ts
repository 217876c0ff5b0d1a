import { defineArea } from './area.js';
import { chatHandlers } from './chat.js';

export const chatArea = defineArea({
  name: 'chat',
  handlers: chatHandlers,
});
