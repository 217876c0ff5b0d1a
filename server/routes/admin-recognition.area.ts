import { adminRecognitionHandlers } from './admin-recognition.js';
import { defineArea } from './area.js';

export const adminRecognitionArea = defineArea({
  name: 'admin-recognition',
  handlers: adminRecognitionHandlers,
  uploads: ['createLevel', 'updateLevel'],
});
