// The Markets area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { defineArea } from '../../platform/area-definition.js';
import { invalid } from '../../platform/errors.js';
import { marketsHandlers } from './routes.js';

export const marketsArea = defineArea({
  key: 'markets',
  handlers: () => marketsHandlers,
  history: {
    // A market by its country code; its events are kept under the assignment's.
    market: (_db, id) => {
      if (!/^[A-Za-z]{2}$/.test(id)) throw invalid('id', 'A two-letter ISO 3166-1 country code');
      return [{ entity: 'market-assignment', entityId: id.toUpperCase() }];
    },
  },
});
