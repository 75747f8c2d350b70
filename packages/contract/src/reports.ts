// Reports: the user-interaction report (sign-ins, failed sign-ins and what staff did to accounts), as a
// paged table and as a streamed CSV of any size.
import { z } from 'zod';
import { defineContractArea } from './area.js';
import { isoDate, isoDateTime, paged, pageQuery } from './common.js';
import { endpoint } from './endpoint.js';

/**
 * The interactions the report shows, by the audit action that records each, with the word people read.
 * These audit events ARE the user interactions: the server reads them from the audit trail.
 */
export const userInteractionKinds = {
  'identity.sign-in': 'Sign-in',
  'identity.sign-in-failed': 'Sign-in failed',
  'identity.sign-in-throttled': 'Sign-in slowed',
  'identity.sign-out': 'Sign-out',
  'identity.password-reset': 'Password reset',
  'identity.email-verified': 'E-mail verified',
  'accounts.block': 'Blocked',
  'accounts.unblock': 'Unblocked',
  'accounts.delete': 'Deleted',
  'accounts.forgot-password': 'Password reset sent',
  'accounts.resend-verification': 'Verification sent',
  'accounts.merge': 'Merged',
} as const;
export type UserInteractionKind = keyof typeof userInteractionKinds;
export const userInteractionKind = z.enum(Object.keys(userInteractionKinds) as [UserInteractionKind]);

/**
 * The report's filters. userInteractionStartDate and userInteractionEndDate are required ISO dates and
 * both inclusive (UTC days: the end date's whole day counts); the end may not be before the start.
 * kind: one kind of interaction. email: part of an address (at least 3 characters, any case): the
 * interactions of the accounts whose e-mail contains it, and the failed or slowed sign-ins typed with
 * their addresses or with the text as a whole address.
 */
export const userInteractionFilters = z.object({
  userInteractionStartDate: isoDate,
  userInteractionEndDate: isoDate,
  kind: userInteractionKind.optional(),
  email: z.string().trim().min(3, 'Type at least 3 characters').max(254).optional(),
});
export type UserInteractionFilters = z.infer<typeof userInteractionFilters>;

export const userInteractionListQuery = pageQuery(100).extend(userInteractionFilters.shape);

const person = z.object({ admId: z.uuid(), email: z.string(), name: z.string() });

export const userInteraction = z.object({
  /** The audit event's id: the rows' key and the tie-breaker of their time order. */
  id: z.number().int(),
  at: isoDateTime,
  kind: userInteractionKind,
  /** The account it concerns; null for a failed or slowed sign-in with an e-mail nobody has. */
  account: person.nullable(),
  /** The e-mail typed, for failed and slowed sign-ins (whether or not an account has it). */
  emailTried: z.string().nullable(),
  /** The client's address and browser, for what the sign-in pages record. */
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The staff member who did it, for staff actions (block, delete, e-mails sent...). */
  by: person.nullable(),
  /** What else the event says: the reason of a failure or a block, a merge's other account... */
  detail: z.string().nullable(),
});
export type UserInteraction = z.infer<typeof userInteraction>;

/** Totals are exact up to 10,000 rows and the planner's estimate above (shown as "about"). */
export const userInteractionPage = paged(userInteraction).extend({ totalRowCountIsEstimate: z.boolean() });

export const reports = {
  userInteractions: endpoint({
    method: 'GET',
    path: '/reports/user-interactions',
    access: 'canReportOnUserInteractions',
    summary:
      'User interactions between userInteractionStartDate and userInteractionEndDate (ISO dates, both inclusive, UTC), newest first, paged (100); by kind and part of an e-mail.',
    query: userInteractionListQuery,
    response: userInteractionPage,
  }),
  exportUserInteractions: endpoint({
    method: 'GET',
    path: '/reports/user-interactions/export',
    access: 'canReportOnUserInteractions',
    summary: "Every user interaction matching the report's filters, as a CSV download (streamed, newest first).",
    query: userInteractionFilters,
    response: z.string(),
    produces: 'text/csv',
  }),
};

/** The reports area: its endpoints and OpenAPI tag (area.ts). */
export const reportsArea = defineContractArea({
  key: 'reports',
  word: 'reports',
  tag: 'Reports: user interactions (sign-ins, failed sign-ins, what staff did to accounts) as a table and a CSV.',
  endpoints: reports,
});
