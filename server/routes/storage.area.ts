import { defineArea } from './area.js';
import { storageHandlers } from './storage.js';

export const storageArea = defineArea({
  name: 'storage',
  handlers: storageHandlers,
  uploads: ['addStorageFiles', 'replaceStorageFile', 'uploadFiles'],
});
