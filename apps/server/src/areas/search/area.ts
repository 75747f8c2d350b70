// The Search area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { defineArea } from '../../platform/area-definition.js';
import { searchHandlers } from './routes.js';

export const searchArea = defineArea({
  key: 'search',
  // Go to: what every area declared it finds, for the caller's capabilities.
  handlers: ({ finders }) => searchHandlers(finders),
});
