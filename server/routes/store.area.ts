import { seedStore } from '../store/store-seed.js';
import { defineArea } from './area.js';
import { storeOrderHandlers } from './store-orders.js';
import { storeSandboxHandlers } from './store-sandbox.js';
import { storeHandlers } from './store.js';

export const storeArea = defineArea({
  name: 'store',
  handlers: (services) => ({
    ...storeHandlers(services),
    ...storeOrderHandlers(services),
    ...storeSandboxHandlers(services),
  }),
  seed: { order: 30, run: seedStore },
});
