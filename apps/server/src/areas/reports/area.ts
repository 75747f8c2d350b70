// The Reports area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { defineArea } from '../../platform/area-definition.js';
import { reportsHandlers } from './routes.js';
import { seedDemoInteractions } from './seed/demo.js';

export const reportsArea = defineArea({
  key: 'reports',
  handlers: () => reportsHandlers,
  demo: seedDemoInteractions,
});
