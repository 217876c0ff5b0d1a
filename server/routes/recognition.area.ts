import { seedRecognition } from '../recognition/recognition-seed.js';
import { defineArea } from './area.js';
import { recognitionHandlers } from './recognition.js';

export const recognitionArea = defineArea({
  name: 'recognition',
  handlers: recognitionHandlers,
  seed: { order: 70, run: seedRecognition },
});
