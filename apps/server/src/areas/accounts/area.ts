// The Accounts area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { historyAdmIdOf } from '../../kits/history/history-ids.js';
import { defineArea } from '../../platform/area-definition.js';
import { accountEmailTypes } from './email-types.js';
import { accountFinders } from './finders.js';
import { accountsOwned } from './owned.js';
import { accountsHandlers } from './routes.js';
import { seedAccountsDemo } from './seed/demo.js';

export const accountsArea = defineArea({
  key: 'accounts',
  handlers: (deps) => accountsHandlers(deps),
  finders: accountFinders,
  owned: accountsOwned,
  emailTypes: accountEmailTypes,
  history: {
    // An account's changes by staff; its sign-ins (identity.*) have their own table on the account page.
    account: (_db, id) => [
      {
        entity: 'account',
        entityId: historyAdmIdOf(id, 'An account is named by its admId (a UUID)'),
        exceptArea: 'identity',
      },
    ],
  },
  demo: seedAccountsDemo,
});
