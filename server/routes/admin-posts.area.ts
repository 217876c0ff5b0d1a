import { adminPostHandlers } from './admin-posts.js';
import { defineArea } from './area.js';

export const adminPostsArea = defineArea({
  name: 'admin-posts',
  handlers: adminPostHandlers,
  uploads: ['createCompanyPost', 'updateCompanyPost'],
});
