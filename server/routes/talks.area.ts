import { defineArea } from './area.js';
import { talkHandlers } from './talks.js';

export const talksArea = defineArea({
  name: 'talks',
  handlers: talkHandlers,
});
