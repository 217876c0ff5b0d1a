import { seedHome } from '../home/home-seed.js';
import { defineArea, joinHandlers } from './area.js';
import { homeSiteHandlers } from './home-site.js';
import { homeHandlers } from './home.js';

export const homeArea = defineArea({
  name: 'home',
  handlers: joinHandlers(homeHandlers, homeSiteHandlers),
  seed: { order: 110, run: seedHome },
});
