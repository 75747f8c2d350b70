// The Home area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { defineArea } from '../../platform/area-definition.js';
import { homeHandlers } from './routes.js';

export const homeArea = defineArea({
  key: 'home',
  // The start page: what every area declared it counts, for the caller's capabilities.
  handlers: ({ attention }) => homeHandlers(attention),
});
