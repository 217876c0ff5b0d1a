import { adminCourseHandlers } from './admin-courses.js';
import { defineArea } from './area.js';

export const adminCoursesArea = defineArea({
  name: 'admin-courses',
  handlers: adminCourseHandlers,
  uploads: ['createCourse', 'updateCourse'],
});
