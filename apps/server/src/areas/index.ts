// The one list of API areas: each contract area with its handlers, and what it offers Go to (finders),
// the start page (attention counts) and account merges (owned tables). Adding an area is one line here (and its contract file);
// app.ts registers whatever this list holds.
import { type AreaModule, defineArea } from '../platform/register-area.js';
import { accountFinders } from './accounts/finders.js';
import { accountsOwned } from './accounts/owned.js';
import { accountsHandlers } from './accounts/routes.js';
import { classesAttention } from './classes/attention.js';
import { classesFinders } from './classes/finders.js';
import { classesOwned } from './classes/owned.js';
import { classesHandlers } from './classes/routes.js';
import { clientConfigHandlers } from './client-config/routes.js';
import { courseFinders } from './courses/finders.js';
import { coursesHandlers } from './courses/routes.js';
import { emailContentsHandlers } from './email-contents/routes.js';
import { emailTypes } from './email-types.js';
import { enrollmentCodeFinders } from './enrollment-codes/finders.js';
import { enrollmentCodeOwned } from './enrollment-codes/owned.js';
import { enrollmentCodesHandlers } from './enrollment-codes/routes.js';
import { historyHandlers } from './history/routes.js';
import { homeHandlers } from './home/routes.js';
import { invoicesHandlers } from './invoices/routes.js';
import { licensesHandlers } from './licenses/routes.js';
import { marketsHandlers } from './markets/routes.js';
import { partnersHandlers } from './partners/routes.js';
import { passcodeFinders } from './passcodes/finders.js';
import { passcodeOwned } from './passcodes/owned.js';
import { passcodesHandlers } from './passcodes/routes.js';
import { productFinders } from './products/finders.js';
import { productsHandlers } from './products/routes.js';
import { profileOwned } from './profile/owned.js';
import { profileHandlers } from './profile/routes.js';
import { reportsHandlers } from './reports/routes.js';
import { searchHandlers } from './search/routes.js';
import { systemAttention } from './system/attention.js';
import { systemFinders } from './system/finders.js';
import { systemHandlers } from './system/routes.js';
import { trainersOwned } from './trainers/owned.js';
import { trainersHandlers } from './trainers/routes.js';
import { usersOwned } from './users/owned.js';
import { usersHandlers } from './users/routes.js';

export const areas: readonly AreaModule[] = [
  defineArea('clientConfig', ({ config }) => clientConfigHandlers(config)),
  defineArea('profile', () => profileHandlers, { owned: profileOwned }),
  defineArea('users', () => usersHandlers, { owned: usersOwned }),
  defineArea('accounts', (deps) => accountsHandlers(deps), { finders: accountFinders, owned: accountsOwned }),
  defineArea('courses', () => coursesHandlers, { finders: courseFinders }),
  defineArea('products', () => productsHandlers, { finders: productFinders }),
  defineArea('markets', () => marketsHandlers),
  defineArea('licenses', () => licensesHandlers),
  defineArea('partners', () => partnersHandlers),
  defineArea('invoices', (deps) => invoicesHandlers(deps)),
  defineArea('classes', (deps) => classesHandlers(deps), {
    finders: classesFinders,
    owned: classesOwned,
    attention: classesAttention,
  }),
  defineArea('passcodes', ({ config }) => passcodesHandlers(config), {
    finders: passcodeFinders,
    owned: passcodeOwned,
  }),
  defineArea('enrollmentCodes', ({ config }) => enrollmentCodesHandlers(config), {
    finders: enrollmentCodeFinders,
    owned: enrollmentCodeOwned,
  }),
  defineArea('trainers', (deps) => trainersHandlers(deps), { owned: trainersOwned }),
  defineArea('emailContents', (deps) => emailContentsHandlers(deps, emailTypes)),
  defineArea('reports', () => reportsHandlers),
  defineArea('system', (deps) => systemHandlers(deps), { finders: systemFinders, attention: systemAttention }),
  // Go to and the start page: what the areas above declared, for the caller's capabilities.
  defineArea('search', ({ finders }) => searchHandlers(finders)),
  defineArea('home', ({ attention }) => homeHandlers(attention)),
  defineArea('history', () => historyHandlers),
];
