// The Courses area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { underOwnId } from '../../kits/history/history-ids.js';
import { defineArea } from '../../platform/area-definition.js';
import { courseFinders } from './finders.js';
import { coursesHandlers } from './routes.js';
import { seedCatalogueDemo } from './seed/demo.js';

export const coursesArea = defineArea({
  key: 'courses',
  handlers: () => coursesHandlers,
  finders: courseFinders,
  history: {
    course: underOwnId('course'),
    'course-category': underOwnId('course-category'),
    'online-course': underOwnId('online-course'),
  },
  demo: seedCatalogueDemo,
});
