import { seedJobBank } from '../job-bank/job-seed.js';
import { defineArea, joinHandlers } from './area.js';
import { jobBankPostulantHandlers } from './job-bank-postulants.js';
import { jobBankHandlers } from './job-bank.js';

export const jobBankArea = defineArea({
  name: 'job-bank',
  handlers: joinHandlers(jobBankHandlers, jobBankPostulantHandlers),
  seed: { order: 60, run: seedJobBank },
  uploads: ['registerJob', 'updateJob', 'applyToJob'],
});
