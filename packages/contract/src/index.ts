// The contract's only barrel: every area of the API, by its area word, from one list of the areas'
// declarations (area.ts), which also gives the audit words, the history records and the OpenAPI tags.

import { accountRefusals, accountsArea } from './accounts/index.js';
import { auditVocabularyOf, contractOf, historyEntitiesOf, tagsOf, wordsOf } from './area.js';
import { classesArea, classRefusals } from './classes/index.js';
import { clientConfigArea } from './client-config.js';
import { courseRefusals } from './course-refusals.js';
import { coursesArea } from './courses.js';
import { emailContentRefusals } from './email-content-refusals.js';
import { emailContentsArea } from './email-contents.js';
import { enrollmentCodeRefusals } from './enrollment-code-refusals.js';
import { enrollmentCodesArea } from './enrollment-codes.js';
import { historyAreaOf } from './history.js';
import { homeArea } from './home.js';
import { invoiceRefusals, invoicesArea } from './invoices/index.js';
import { licenseRefusals } from './license-refusals.js';
import { licensesArea } from './licenses.js';
import { marketsArea } from './markets.js';
import { partnersArea } from './partners.js';
import { passcodeRefusals } from './passcode-refusals.js';
import { passcodesArea } from './passcodes.js';
import { productRefusals } from './product-refusals.js';
import { productsArea } from './products.js';
import { profileArea } from './profile.js';
import { questionRefusals, questionsArea } from './questions/index.js';
import { recordRefusals } from './refusals.js';
import { reportsArea } from './reports.js';
import { searchArea } from './search.js';
import { systemArea } from './system.js';
import { systemRefusals } from './system-refusals.js';
import { trainerRefusals, trainersArea } from './trainers/index.js';
import { userRefusals } from './user-refusals.js';
import { usersArea } from './users.js';

export * from './accounts/index.js';
export * from './area.js';
export * from './area-parts.js';
export * from './capabilities.js';
export * from './capability-descriptions.js';
export * from './classes/index.js';
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
export * from './invoices/index.js';
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
export * from './questions/index.js';
export * from './refusals.js';
export * from './reports.js';
export * from './search.js';
export * from './system.js';
export * from './system-refusals.js';
export * from './trainers/index.js';
export * from './user-refusals.js';
export * from './users.js';

/** Every area of the API but the history, one line each; the history serves the records they declare. */
const areas = [
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
  systemArea,
  reportsArea,
  searchArea,
  homeArea,
] as const;

/** Every record kind with a history, and who may read it (the record's own view capability), from its area. */
export const historyEntities = historyEntitiesOf(areas);
export type HistoryEntity = keyof typeof historyEntities;
const historyArea = historyAreaOf(historyEntities);
const allAreas = [...areas, historyArea] as const;

export const contract = contractOf(allAreas);
export type Contract = typeof contract;
/** The declaration of the contract area whose key is K (area.ts): its words, history records and tag. */
export type ContractAreaOf<K extends keyof Contract> = Extract<(typeof allAreas)[number], { key: K }>;
export const history = contract.history;
export const historyParams = history.list.params;

/**
 * The contract areas' audit words by area word (`enrollment-codes`): every `<area>.<verb>` action and the
 * entities they are about. The server joins the sign-in provider's words (identity) to these.
 */
export const contractAuditVocabulary = auditVocabularyOf(allAreas);

/** Each area's OpenAPI tag sentence, by area key. */
export const areaTags = tagsOf(allAreas);

/** Each area's word (area.ts), by area key: the server's operations and audit actions spell the area so. */
export const areaWords = wordsOf(allAreas);

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
  accountRefusals,
  classRefusals,
  trainerRefusals,
  questionRefusals,
] as const;
