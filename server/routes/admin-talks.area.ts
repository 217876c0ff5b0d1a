import { adminTalkHandlers } from './admin-talks.js';
import { defineArea } from './area.js';

export const adminTalksArea = defineArea({
  name: 'admin-talks',
  handlers: adminTalkHandlers,
  uploads: ['createAdminTalk', 'updateAdminTalk'],
});
