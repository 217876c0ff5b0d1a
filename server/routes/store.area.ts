import { seedStore } from '../store/store-seed.js';
import { defineArea, joinHandlers } from './area.js';
import { storeOrderHandlers } from './store-orders.js';
import { storeSandboxHandlers } from './store-sandbox.js';
import { storeHandlers } from './store.js';

export const storeArea = defineArea({
  name: 'store',
  handlers: joinHandlers(storeHandlers, storeOrderHandlers, storeSandboxHandlers),
  seed: { order: 30, run: seedStore },
});
