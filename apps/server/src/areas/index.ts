// The one list of API areas: each area's definition (its area.ts), one line each. Adding an
// area is one line here; app.ts registers whatever this list holds, and joins what the areas declare
// (Go to's finders, the start page's counts, owned tables, e-mail types, history sources).
import type { AreaModule } from '../platform/area-definition.js';
import { accountsArea } from './accounts/area.js';
import { classesArea } from './classes/area.js';
import { clientConfigArea } from './client-config/area.js';
import { coursesArea } from './courses/area.js';
import { emailContentsArea } from './email-contents/area.js';
import { enrollmentCodesArea } from './enrollment-codes/area.js';
import { historyArea } from './history/area.js';
import { homeArea } from './home/area.js';
import { invoicesArea } from './invoices/area.js';
import { licensesArea } from './licenses/area.js';
import { marketsArea } from './markets/area.js';
import { partnersArea } from './partners/area.js';
import { passcodesArea } from './passcodes/area.js';
import { productsArea } from './products/area.js';
import { profileArea } from './profile/area.js';
import { questionsArea } from './questions/area.js';
import { reportsArea } from './reports/area.js';
import { searchArea } from './search/area.js';
import { systemArea } from './system/area.js';
import { trainersArea } from './trainers/area.js';
import { usersArea } from './users/area.js';

export const areas: readonly AreaModule[] = [
  clientConfigArea,
  profileArea,
  usersArea,
  accountsArea,
  coursesArea,
  productsArea,
  marketsArea,
  licensesArea,
  partnersArea,
  invoicesArea,
  classesArea,
  passcodesArea,
  enrollmentCodesArea,
  trainersArea,
  questionsArea,
  emailContentsArea,
  reportsArea,
  systemArea,
  // Go to, the start page and the history read what the areas above declared.
  searchArea,
  homeArea,
  historyArea,
];
