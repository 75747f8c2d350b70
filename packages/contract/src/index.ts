// The contract's only barrel: every area of the API, by its area word.
import { accountsArea } from './accounts-area.js';
import { classesArea } from './classes-area.js';
import { clientConfigArea } from './client-config.js';
import { courseRefusals } from './course-refusals.js';
import { courses } from './courses.js';
import { emailContentRefusals } from './email-content-refusals.js';
import { emailContents } from './email-contents.js';
import { enrollmentCodeRefusals } from './enrollment-code-refusals.js';
import { enrollmentCodes } from './enrollment-codes.js';
import { history } from './history.js';
import { home } from './home.js';
import { invoiceRefusals } from './invoice-refusals.js';
import { invoicesArea } from './invoices-area.js';
import { licenseRefusals } from './license-refusals.js';
import { licenses } from './licenses.js';
import { markets } from './markets.js';
import { partners } from './partners.js';
import { passcodeRefusals } from './passcode-refusals.js';
import { passcodes } from './passcodes.js';
import { productRefusals } from './product-refusals.js';
import { products } from './products.js';
import { profile } from './profile.js';
import { recordRefusals } from './refusals.js';
import { reports } from './reports.js';
import { search } from './search.js';
import { system } from './system.js';
import { systemRefusals } from './system-refusals.js';
import { trainersArea } from './trainers-area.js';
import { userRefusals } from './user-refusals.js';
import { users } from './users.js';

export * from './account-actions.js';
export * from './account-merge.js';
export * from './account-sync.js';
export * from './accounts.js';
export * from './accounts-area.js';
export * from './capabilities.js';
export * from './capability-descriptions.js';
export * from './class-records.js';
export * from './class-registrations.js';
export * from './class-reports.js';
export * from './class-states.js';
export * from './class-times.js';
export * from './classes.js';
export * from './classes-area.js';
export * from './client-config.js';
export * from './codes.js';
export * from './common.js';
export * from './course-refusals.js';
export * from './courses.js';
export * from './csv.js';
export * from './email-content-refusals.js';
export * from './email-contents.js';
export * from './endpoint.js';
export * from './enrollment-code-refusals.js';
export * from './enrollment-codes.js';
export * from './history.js';
export * from './home.js';
export * from './invoice-documents.js';
export * from './invoice-refusals.js';
export * from './invoices.js';
export * from './invoices-area.js';
export * from './languages.js';
export * from './license-dates.js';
export * from './license-refusals.js';
export * from './licenses.js';
export * from './lists.js';
export * from './lms-webhooks.js';
export * from './markets.js';
export * from './partners.js';
export * from './passcode-refusals.js';
export * from './passcodes.js';
export * from './product-refusals.js';
export * from './products.js';
export * from './profile.js';
export * from './refusals.js';
export * from './reports.js';
export * from './search.js';
export * from './system.js';
export * from './system-refusals.js';
export * from './trainer-f2f.js';
export * from './trainer-licenses.js';
export * from './trainers.js';
export * from './trainers-area.js';
export * from './user-refusals.js';
export * from './users.js';

export const contract = {
  clientConfig: clientConfigArea,
  profile,
  users,
  accounts: accountsArea.endpoints,
  courses,
  products,
  markets,
  licenses,
  partners,
  invoices: invoicesArea.endpoints,
  classes: classesArea.endpoints,
  passcodes,
  enrollmentCodes,
  trainers: trainersArea.endpoints,
  emailContents,
  system,
  reports,
  history,
  search,
  home,
};
export type Contract = typeof contract;

/**
 * Every area's refusals (refusals.ts), the stale version first: their codes are unique, and each endpoint's
 * `refuses` names kinds of these.
 */
export const refusals = [
  recordRefusals,
  userRefusals,
  courseRefusals,
  productRefusals,
  licenseRefusals,
  invoiceRefusals,
  passcodeRefusals,
  enrollmentCodeRefusals,
  emailContentRefusals,
  systemRefusals,
] as const;
