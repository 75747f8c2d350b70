// The Profile area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { defineArea } from '../../platform/area-definition.js';
import { profileOwned } from './owned.js';
import { profileHandlers } from './routes.js';

export const profileArea = defineArea({
  key: 'profile',
  handlers: () => profileHandlers,
  owned: profileOwned,
});
