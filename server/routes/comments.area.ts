import { defineArea } from './area.js';
import { commentHandlers } from './comments.js';

export const commentsArea = defineArea({
  name: 'comments',
  handlers: commentHandlers,
});
