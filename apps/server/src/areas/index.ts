// The one list of API areas: each contract area with its handlers. Adding an area is one line here
// (and its contract file); app.ts registers whatever this list holds.
import { type AreaModule, defineArea } from '../platform/register-area.js';
import { classesHandlers } from './classes/routes.js';
import { clientConfigHandlers } from './client-config/routes.js';
import { coursesHandlers } from './courses/routes.js';
import { enrollmentCodesHandlers } from './enrollment-codes/routes.js';
import { historyHandlers } from './history/routes.js';
import { licensesHandlers } from './licenses/routes.js';
import { marketsHandlers } from './markets/routes.js';
import { partnersHandlers } from './partners/routes.js';
import { passcodesHandlers } from './passcodes/routes.js';
import { productsHandlers } from './products/routes.js';
import { profileHandlers } from './profile/routes.js';
import { systemHandlers } from './system/routes.js';
import { usersHandlers } from './users/routes.js';

export const areas: readonly AreaModule[] = [
  defineArea('clientConfig', ({ config }) => clientConfigHandlers(config)),
  defineArea('profile', () => profileHandlers),
  defineArea('users', ({ principals }) => usersHandlers(principals)),
  defineArea('courses', () => coursesHandlers),
  defineArea('products', () => productsHandlers),
  defineArea('markets', () => marketsHandlers),
  defineArea('licenses', () => licensesHandlers),
  defineArea('partners', () => partnersHandlers),
  defineArea('classes', () => classesHandlers),
  defineArea('passcodes', ({ config }) => passcodesHandlers(config)),
  defineArea('enrollmentCodes', ({ config }) => enrollmentCodesHandlers(config)),
  defineArea('system', () => systemHandlers),
  defineArea('history', () => historyHandlers),
];
