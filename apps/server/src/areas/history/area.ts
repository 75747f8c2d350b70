// The History area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { defineArea } from '../../platform/area-definition.js';
import { historyHandlers } from './routes.js';

export const historyArea = defineArea({
  key: 'history',
  // Any record's history: where each kind is kept comes from the area that declares it.
  handlers: ({ historySources }) => historyHandlers(historySources),
});
