import { seedPosts } from '../posts/post-seed.js';
import { defineArea } from './area.js';
import { postHandlers } from './posts.js';

export const postsArea = defineArea({
  name: 'posts',
  handlers: postHandlers,
  seed: { order: 100, run: seedPosts },
});
