// Accounts: every person the business knows (learners, trainers, staff): search, create, read and edit.
// Part of the Accounts area: the contract's index joins these endpoints into `contract.accounts`.
import { z } from 'zod';
import { admIdParams, email, isoDateTime, paged, pageQuery, refId, trimmed, version } from '../common.js';
import { endpoint } from '../endpoint.js';
import { languageId } from '../languages.js';
import { optionalId, searchText, sorting } from '../lists.js';
import { countryOption } from '../markets.js';
import { accountRefusals } from './refusals.js';

/**
 * Where an account stands, most final first: merged into another account, deleted, blocked, or active.
 * The list shows active and blocked accounts unless a status is asked for.
 */
export const accountStatuses = ['active', 'blocked', 'deleted', 'merged'] as const;
export const accountRecordStatus = z.enum(accountStatuses);
export type AccountRecordStatus = z.infer<typeof accountRecordStatus>;
/** A status in words: the console's tags and the CSV files say the same. */
export const accountStatusLabels: Record<AccountRecordStatus, string> = {
  active: 'Active',
  blocked: 'Blocked',
  deleted: 'Deleted',
  merged: 'Merged',
};

export const accountRow = z.object({
  admId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  countryCode: z.string().nullable(),
  /** From the server's ISO 3166 data. */
  countryName: z.string().nullable(),
  partnerId: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  emailVerified: z.boolean(),
  status: accountRecordStatus,
  createdAt: isoDateTime,
  lastSignInAt: isoDateTime.nullable(),
});
export type AccountRow = z.infer<typeof accountRow>;

/** One event of the identity provider about this account: a sign-in, a failed one, a sign-out... */
export const accountSignIn = z.object({
  id: z.number().int(),
  at: isoDateTime,
  /** The audit action, e.g. identity.sign-in or identity.sign-in-failed. */
  action: z.string(),
  /** The client's address as the trusted proxy saw it. */
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Why a sign-in failed (wrong password, blocked...), when it did. */
  reason: z.string().nullable(),
});
export type AccountSignIn = z.infer<typeof accountSignIn>;

/** How many identity events the account page shows. */
export const RECENT_SIGN_INS = 10;

export const accountDetail = accountRow.extend({
  version,
  updatedAt: isoDateTime,
  preferredLanguage: languageId.nullable(),
  phone: z.string().nullable(),
  /** The names of the roles held (read only here; the Users area grants them). */
  roles: z.array(z.string()),
  blockedReason: z.string().nullable(),
  blockedAt: isoDateTime.nullable(),
  /** Who blocked it, by name (or e-mail when the name is empty); null when unknown. */
  blockedByName: z.string().nullable(),
  deletedAt: isoDateTime.nullable(),
  mergedIntoAdmId: z.uuid().nullable(),
  mergedIntoEmail: z.string().nullable(),
  /** The newest identity events (sign-ins, failures, sign-outs...), newest first. */
  recentSignIns: z.array(accountSignIn).max(RECENT_SIGN_INS),
});
export type AccountDetail = z.infer<typeof accountDetail>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));

/**
 * A phone number as people write one (the form's example "+31 20 123 4567"): digits grouped by spaces,
 * hyphens, dots or parentheses, a + only at the start, and an extension at the end ("x 12", "ext. 12").
 * At least 4 digits, so a word or markup is never taken for one.
 */
const PHONE = /^\+?[\d\s().-]+?(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;
export const isPhoneNumber = (v: string) => PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 4;
const phoneNumber = optionalText(40).refine(
  (v) => v === null || isPhoneNumber(v),
  'Not a phone number: use digits, spaces and + - ( ) ., e.g. +31 20 123 4567 (an extension as "ext. 12").',
);

/** What staff edit: the person's name, address, country, partner, language and phone. */
export const accountInput = z.object({
  email: z.string().trim().toLowerCase().pipe(email),
  firstName: trimmed(100),
  lastName: trimmed(100),
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter ISO 3166-1 country code')
    .transform((v) => v.toUpperCase())
    .nullable()
    .default(null),
  partnerId: refId.nullable().default(null),
  preferredLanguage: languageId.nullable().default(null),
  phone: phoneNumber,
});
export type AccountInput = z.input<typeof accountInput>;

export const accountUpdate = accountInput.extend({ version });

export const accountSortColumns = ['email', 'lastName', 'firstName', 'createdAt', 'lastSignInAt'] as const;

export const accountListQuery = pageQuery(50).extend({
  /**
   * Case-insensitive: accounts whose e-mail, "first last" name, last name or e-mail domain starts with it
   * (in e-mail order when sorted by e-mail); when none does, those containing it in the e-mail or name.
   */
  search: searchText,
  /** One account by its public id. */
  admId: z.uuid().optional(),
  /** Absent: active and blocked accounts (deleted and merged ones only when asked for). */
  status: accountRecordStatus.optional(),
  partnerId: optionalId,
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter ISO 3166-1 country code')
    .transform((v) => v.toUpperCase())
    .optional(),
  ...sorting(accountSortColumns, 'email').shape,
});

/**
 * A page of accounts. A million accounts are not counted on every page view: the count is exact up to
 * a thousand and the planner's estimate above (totalRowCountIsEstimate, shown as "about").
 */
export const accountPage = paged(accountRow).extend({ totalRowCountIsEstimate: z.boolean() });

export const accountLookupInfo = z.object({
  countries: z.array(countryOption),
  partners: z.array(z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() })),
});
export type AccountLookupInfo = z.infer<typeof accountLookupInfo>;

export const accountRecords = {
  export: endpoint({
    method: 'GET',
    path: '/accounts/export',
    access: 'canViewAccounts',
    summary: 'Every account matching the list filters, in the list order, as a CSV file (no paging).',
    query: accountListQuery.omit({ page: true, pageSize: true }),
    response: z.string(),
    produces: 'text/csv',
  }),
  list: endpoint({
    method: 'GET',
    path: '/accounts',
    access: 'canViewAccounts',
    summary:
      'Accounts, paged: search by the start of the e-mail, full name, last name or domain, else contains on e-mail or name (case-insensitive); filters by admId, status (default: active and blocked), partner, country.',
    query: accountListQuery,
    response: accountPage,
  }),
  lookupInfo: endpoint({
    method: 'GET',
    path: '/accounts/lookup-info',
    access: 'canViewAccounts',
    summary: 'Choices for the account screens: ISO 3166 countries with names, and partners.',
    response: accountLookupInfo,
  }),
  get: endpoint({
    method: 'GET',
    path: '/accounts/:admId',
    access: 'canViewAccounts',
    summary: 'One account with its partner, roles, status and its latest sign-ins.',
    params: admIdParams,
    response: accountDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/accounts',
    access: 'canCreateAccounts',
    summary:
      'Creates an account (e-mail not verified, no password: the person sets one through a reset). 400 when the e-mail belongs to another live account.',
    body: accountInput,
    status: 201,
    response: accountDetail,
  }),
  update: endpoint({
    method: 'POST',
    path: '/accounts/:admId',
    access: 'canUpdateAccounts',
    summary:
      "Edits an account's details. Sends the version read; a stale version gets 409. A new e-mail must be free and is unverified until confirmed. A merged or deleted account is read only (409).",
    params: admIdParams,
    body: accountUpdate,
    refuses: accountRefusals.pick('merged', 'deleted'),
    response: accountDetail,
  }),
};
