// Trainers: the list with its filters, lookups, account search, create, edit and CSV export.
// The records part of the Trainers area (`contract.trainers.records`), joined in trainers/index.ts.
import { z } from 'zod';
import { isoDateTime, paged, pageQuery, refId, timeZone, uuid, version, wholeNumber } from '../common.js';
import { endpoint } from '../endpoint.js';
import { language, languageId } from '../languages.js';
import { searchText, sorting } from '../lists.js';
import { f2fRequirementStatus, trainerF2fYear } from './f2f.js';
import { licenseRenewalState, trainerLicenseHeld, trainerLicensesInput, trainerParams } from './licenses.js';
import { trainerRefusals } from './refusals.js';

/**
 * The list's active and exempt filters as the screen sends them (spec section 3, exactly): null for an
 * empty choice or "any", true for "yes", false for anything else.
 */
export function triState(choice: string | boolean | null | undefined): boolean | null {
  if (choice === null || choice === undefined || choice === '' || choice === 'any') return null;
  return choice === true || choice === 'yes';
}

/** A yes/no/any filter on the wire: null is "any". */
const triStateFilter = z.boolean().nullable();

export const trainerSortColumns = ['lastName', 'email', 'timeZone', 'nextExpiresAt', 'createdAt'] as const;

/** The list's filters (everything but the page), as the list and its CSV export take them. */
export const trainerListFilter = z.object({
  /**
   * Case-insensitive: the start of the name, "first last" or "last first"; when no trainer's name
   * starts with it, contained in the name or the e-mail.
   */
  search: searchText,
  /** Always sent, as the screen sends it: true (yes, the screen's default), false (no) or null (any). */
  isActive: triStateFilter,
  /** Holds at least one license in this renewal state. */
  pstRenewalState: licenseRenewalState.nullable().default(null),
  faceToFaceRequirementStatusPriorYear: f2fRequirementStatus.nullable().default(null),
  faceToFaceRequirementStatusPriorYearExempt: triStateFilter.default(null),
  faceToFaceRequirementStatusCurrentYear: f2fRequirementStatus.nullable().default(null),
  faceToFaceRequirementStatusCurrentYearExempt: triStateFilter.default(null),
  /** Holds any of these licenses. */
  courseLicenseIds: z.array(refId).max(100).default([]),
  /**
   * The most urgent expiry falls before this many days from now (the "expiring" view): a license in
   * grace (its expiry passed, still renewable) or one expiring within the days.
   */
  expiresWithinDays: wholeNumber(1, 3650).nullable().default(null),
  /**
   * Holds no license valid today: none at all, or every one past its grace (the "qualified, not yet
   * licensed" view: someone made a trainer, or whose licenses lapsed, who cannot teach yet).
   */
  withoutValidLicense: z.boolean().default(false),
  ...sorting(trainerSortColumns, 'lastName').shape,
});
export type TrainerListFilter = z.input<typeof trainerListFilter>;

export const trainerListQuery = pageQuery(50).extend(trainerListFilter.shape);
export type TrainerListQuery = z.input<typeof trainerListQuery>;

/** A license held, as a list row names it. */
export const trainerRowLicense = z.object({
  licenseId: z.number().int(),
  licenseName: z.string(),
  renewalState: licenseRenewalState,
  expiresAt: isoDateTime,
});

/** A year's face-to-face requirement as a list row shows it (no row stored reads as 1 required, 0 done). */
export const trainerF2fSummary = z.object({
  year: z.number().int(),
  required: z.number().int(),
  completed: z.number().int(),
  status: f2fRequirementStatus,
  exempt: z.boolean(),
});
export type TrainerF2fSummary = z.infer<typeof trainerF2fSummary>;

export const trainerRow = z.object({
  /** The trainer's account: the userUniqueId of the console's addresses. */
  admId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isActive: z.boolean(),
  timeZone: z.string(),
  languages: z.array(languageId),
  /** Soonest expiry first. */
  licenses: z.array(trainerRowLicense),
  /** The most urgent expiry among the licenses held: a license in grace counts; null when none is held now. */
  nextExpiresAt: isoDateTime.nullable(),
  f2fPriorYear: trainerF2fSummary,
  f2fCurrentYear: trainerF2fSummary,
  createdAt: isoDateTime,
});
export type TrainerRow = z.infer<typeof trainerRow>;

/** A page of trainers; the count is exact up to a thousand and the planner's estimate above. */
export const trainerPage = paged(trainerRow).extend({ totalRowCountIsEstimate: z.boolean() });
export type TrainerPage = z.infer<typeof trainerPage>;

export const trainerCourseLicense = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  /** How long a grant lasts: the form proposes the expiry from it. */
  renewalMonths: z.number().int(),
});

export const trainerLookupInfo = z.object({
  courseLicenses: z.array(trainerCourseLicense),
  languages: z.array(language),
  /** IANA time zones. */
  timeZones: z.array(z.string()),
});
export type TrainerLookupInfo = z.infer<typeof trainerLookupInfo>;

export const trainerUserSearchQuery = z.object({ search: searchText });

/** An account that may sign in and is not a trainer yet. */
export const trainerCandidate = z.object({
  admId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type TrainerCandidate = z.infer<typeof trainerCandidate>;
export const USER_SEARCH_LIMIT = 20;

export const trainerDetail = z.object({
  admId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isActive: z.boolean(),
  bio: z.string(),
  timeZone: z.string(),
  languages: z.array(languageId),
  version,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** Soonest expiry first. */
  licenses: z.array(trainerLicenseHeld),
  /** The prior, current and next years. */
  f2f: z.array(trainerF2fYear),
});
export type TrainerDetail = z.infer<typeof trainerDetail>;

/** What staff set on a trainer. Licenses: absent on an edit leaves the licenses held as they are. */
export const trainerInput = z.object({
  isActive: z.boolean().default(true),
  bio: z.string().trim().max(4000).default(''),
  timeZone,
  languages: z.array(languageId).max(10).default([]),
  licenses: trainerLicensesInput.optional(),
});
export type TrainerInput = z.input<typeof trainerInput>;

export const trainerCreate = trainerInput.extend({ admId: uuid });
export type TrainerCreate = z.input<typeof trainerCreate>;
export const trainerUpdate = trainerInput.extend({ version });
export type TrainerUpdate = z.input<typeof trainerUpdate>;

export const trainerRecords = {
  listTrainers: endpoint({
    method: 'POST',
    path: '/trainers/list',
    access: 'canViewTrainers',
    readOnly: true,
    summary:
      'Trainers, paged (50): search contains on name or e-mail; isActive (true, false or null: any); holders of a license in a renewal state; the prior and current year face-to-face status and exemption (null: any); holders of any of courseLicenseIds; expiring within days; without a valid license.',
    body: trainerListQuery,
    response: trainerPage,
  }),
  trainerLookupInfo: endpoint({
    method: 'GET',
    path: '/trainers/lookup-info',
    access: { anyOf: ['canViewTrainers', 'canCreateTrainers'] },
    summary: 'Choices for the trainer screens: licenses (course licenses), languages and IANA time zones.',
    response: trainerLookupInfo,
  }),
  trainerUserSearch: endpoint({
    method: 'GET',
    path: '/trainers/user-search',
    access: 'canCreateTrainers',
    summary: `Accounts that may sign in (not blocked) and are not trainers yet whose e-mail, full name or last name starts with search, in e-mail order (at most ${USER_SEARCH_LIMIT}).`,
    query: trainerUserSearchQuery,
    response: z.array(trainerCandidate),
  }),
  createTrainer: endpoint({
    method: 'POST',
    path: '/trainers',
    access: 'canCreateTrainers',
    summary:
      'Makes an account a trainer with licenses held, languages, time zone and bio. 400 when the account is closed or already a trainer.',
    body: trainerCreate,
    status: 201,
    refuses: trainerRefusals.pick('account-closed', 'license-inactive'),
    response: trainerDetail,
  }),
  getTrainer: endpoint({
    method: 'GET',
    path: '/trainers/:id',
    access: 'canViewTrainers',
    summary: "One trainer by the account's admId, with the licenses held (timelines, reminders) and F2F years.",
    params: trainerParams,
    response: trainerDetail,
  }),
  updateTrainer: endpoint({
    method: 'POST',
    path: '/trainers/:id',
    access: 'canUpdateTrainers',
    summary:
      "Edits a trainer's details (and the licenses held, when sent). Sends the version read; a stale version gets 409.",
    params: trainerParams,
    body: trainerUpdate,
    refuses: trainerRefusals.pick('license-inactive'),
    response: trainerDetail,
  }),
  exportTrainers: endpoint({
    method: 'POST',
    path: '/trainers/export',
    access: 'canViewTrainers',
    readOnly: true,
    summary: 'Every trainer matching the list filters, in the list order, as a CSV file (no paging).',
    body: trainerListFilter,
    response: z.string(),
    produces: 'text/csv',
  }),
} as const;
