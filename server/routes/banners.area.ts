import { defineArea } from './area.js';
import { bannerHandlers } from './banners.js';

export const bannersArea = defineArea({
  name: 'banners',
  handlers: bannerHandlers,
});
