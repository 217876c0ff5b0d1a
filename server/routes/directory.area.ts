import { seedDirectory } from '../directory/directory-seed.js';
import { defineArea, joinHandlers } from './area.js';
import { directoryCardHandlers } from './directory-card.js';
import { directoryHandlers } from './directory.js';

export const directoryArea = defineArea({
  name: 'directory',
  handlers: joinHandlers(directoryHandlers, directoryCardHandlers),
  seed: { order: 80, run: seedDirectory },
  uploads: ['insertDirectoryInfo', 'updateDirectoryInfo'],
});
