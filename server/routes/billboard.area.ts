import { seedBillboard } from '../billboard/billboard-seed.js';
import { defineArea } from './area.js';
import { billboardHandlers } from './billboard.js';

export const billboardArea = defineArea({
  name: 'billboard',
  handlers: billboardHandlers,
  seed: { order: 50, run: seedBillboard },
  uploads: ['createTicketEvent'],
});
