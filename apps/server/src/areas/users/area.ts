// The Users area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { defineArea } from '../../platform/area-definition.js';
import { usersOwned } from './owned.js';
import { usersHandlers } from './routes.js';
import { seedDemoStaff } from './seed/demo.js';

export const usersArea = defineArea({
  key: 'users',
  handlers: () => usersHandlers,
  owned: usersOwned,
  demo: seedDemoStaff,
});
