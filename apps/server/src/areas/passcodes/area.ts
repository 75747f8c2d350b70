// The Passcodes area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { historyNumberOf } from '../../kits/history/history-ids.js';
import { defineArea } from '../../platform/area-definition.js';
import { passcodeEmailTypes } from './email-types.js';
import { passcodeFinders } from './finders.js';
import { passcodeHistorySources } from './history.js';
import { passcodeOwned } from './owned.js';
import { passcodesHandlers } from './routes.js';
import { seedDemoCodes } from './seed/demo.js';

export const passcodesArea = defineArea({
  key: 'passcodes',
  handlers: ({ config }) => passcodesHandlers(config),
  finders: passcodeFinders,
  owned: passcodeOwned,
  emailTypes: passcodeEmailTypes,
  history: { passcode: (db, id) => passcodeHistorySources(db, historyNumberOf(id)) },
  demo: (tx) => seedDemoCodes(tx),
});
