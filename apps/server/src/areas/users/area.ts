// The Users area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { historyAdmIdOf } from '../../kits/history/history-ids.js';
import { defineArea } from '../../platform/area-definition.js';
import { usersOwned } from './owned.js';
import { usersHandlers } from './routes.js';
import { seedDemoStaff } from './seed/demo.js';

export const usersArea = defineArea({
  key: 'users',
  handlers: () => usersHandlers,
  owned: usersOwned,
  history: {
    // The account's events of this area only: its role changes, without the rest of the account's history.
    'user-roles': (_db, id) => [
      { entity: 'account', entityId: historyAdmIdOf(id, 'A user is named by their admId (a UUID)'), onlyArea: 'users' },
    ],
  },
  demo: seedDemoStaff,
});
