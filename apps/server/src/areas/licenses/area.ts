// The Licenses area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { underOwnId } from '../../kits/history/history-ids.js';
import { defineArea } from '../../platform/area-definition.js';
import { licensesHandlers } from './routes.js';

export const licensesArea = defineArea({
  key: 'licenses',
  handlers: () => licensesHandlers,
  history: { license: underOwnId('license') },
});
