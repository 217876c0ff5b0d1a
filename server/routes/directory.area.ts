import { seedDirectory } from '../directory/directory-seed.js';
import { defineArea } from './area.js';
import { directoryCardHandlers } from './directory-card.js';
import { directoryHandlers } from './directory.js';

export const directoryArea = defineArea({
  name: 'directory',
  handlers: (services) => ({
    ...directoryHandlers(services),
    ...directoryCardHandlers(services),
  }),
  seed: { order: 80, run: seedDirectory },
  uploads: ['insertDirectoryInfo', 'updateDirectoryInfo'],
});
