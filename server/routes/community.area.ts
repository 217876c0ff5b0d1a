import { defineArea } from './area.js';
import { communityHandlers } from './community.js';

export const communityArea = defineArea({
  name: 'community',
  handlers: communityHandlers,
});
