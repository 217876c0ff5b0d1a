import { defineArea } from './area.js';
import { courseHandlers } from './courses.js';

export const coursesArea = defineArea({
  name: 'courses',
  handlers: courseHandlers,
});
