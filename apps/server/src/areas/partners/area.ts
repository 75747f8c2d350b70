// The Partners area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { underOwnId } from '../../kits/history/history-ids.js';
import { defineArea } from '../../platform/area-definition.js';
import { partnerFinders } from './finders.js';
import { partnersHandlers } from './routes.js';
import { seedPartnersDemo } from './seed/demo.js';

export const partnersArea = defineArea({
  key: 'partners',
  handlers: () => partnersHandlers,
  finders: partnerFinders,
  history: { partner: underOwnId('partner') },
  demo: seedPartnersDemo,
});
