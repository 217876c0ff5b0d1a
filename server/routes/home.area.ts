import { seedHome } from '../home/home-seed.js';
import { defineArea } from './area.js';
import { homeSiteHandlers } from './home-site.js';
import { homeHandlers } from './home.js';

export const homeArea = defineArea({
  name: 'home',
  handlers: (services) => ({
    ...homeHandlers(services),
    ...homeSiteHandlers(services),
  }),
  seed: { order: 110, run: seedHome },
});
