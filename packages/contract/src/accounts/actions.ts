// Account actions: block and unblock, password reset and verification e-mails (pending actions), delete.
// Part of the Accounts area: the contract's index joins these endpoints into `contract.accounts`.
import { z } from 'zod';
import { admIdParams, idParams, isoDateTime, version } from '../common.js';
import { emailContentRefusals } from '../email-content-refusals.js';
import { endpoint } from '../endpoint.js';
import { userRefusals } from '../user-refusals.js';
import { accountRefusals } from './refusals.js';

/** What an e-mailed link lets the person do once: set a new password, or confirm their address. */
export const accountActionKinds = ['password-reset', 'email-verification'] as const;
export type AccountActionKind = (typeof accountActionKinds)[number];

/** Pending: the link works; Used: it did its work; Cancelled: by staff or by a newer e-mail; Expired. */
export const accountActionStates = ['Pending', 'Used', 'Cancelled', 'Expired'] as const;

/** How long each kind's link works, in hours: a reset for one hour, a verification for seven days. */
export const accountActionLifetimeHours = { 'password-reset': 1, 'email-verification': 7 * 24 } as const;

export const accountAction = z.object({
  id: z.number().int(),
  admId: z.uuid(),
  kind: z.enum(accountActionKinds),
  state: z.enum(accountActionStates),
  /** The address the link was sent to. */
  email: z.string(),
  createdAt: isoDateTime,
  createdByName: z.string().nullable(),
  expiresAt: isoDateTime,
  usedAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  cancelledByName: z.string().nullable(),
  /** Cancelled because a newer e-mail of the same kind replaced it. */
  superseded: z.boolean(),
});
export type AccountAction = z.infer<typeof accountAction>;

/** The account's state as the actions read it: blocked, deleted, merged, verified. */
export const accountStatus = z.object({
  admId: z.uuid(),
  email: z.string(),
  name: z.string(),
  isBlocked: z.boolean(),
  blockedReason: z.string().nullable(),
  blockedAt: isoDateTime.nullable(),
  blockedByName: z.string().nullable(),
  deletedAt: isoDateTime.nullable(),
  mergedIntoAdmId: z.uuid().nullable(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  version,
});
export type AccountStatus = z.infer<typeof accountStatus>;

/** Why each action is refused for this account now (the 409 it would get), or null when it is allowed. */
export const accountActionRefusals = z.object({
  block: z.string().nullable(),
  unblock: z.string().nullable(),
  forgotPassword: z.string().nullable(),
  resendVerificationEmail: z.string().nullable(),
  delete: z.string().nullable(),
});
export type AccountActionRefusals = z.infer<typeof accountActionRefusals>;

export const accountActionsView = z.object({
  account: accountStatus,
  refusals: accountActionRefusals,
  /** The account's e-mailed links, newest first (the latest 20): pending ones can be cancelled. */
  actions: z.array(accountAction),
});
export type AccountActionsView = z.infer<typeof accountActionsView>;

export const accountBlockBody = z.object({
  reason: z.string().trim().min(1, 'Give a reason').max(500),
  /** The version read; a stale one is refused (409). */
  version: version.optional(),
});
export const accountUnblockBody = z.object({ version: version.optional() });

export const accountActions = {
  actions: endpoint({
    method: 'GET',
    path: '/accounts/:admId/actions',
    access: 'canViewAccounts',
    summary:
      "The account's state for its actions (blocked, deleted, merged, verified), why each action is refused now, and its e-mailed links (password reset, verification) with their state.",
    params: admIdParams,
    response: accountActionsView,
  }),
  block: endpoint({
    method: 'POST',
    path: '/accounts/:admId/block',
    access: 'canUpdateAccounts',
    summary:
      'Blocks the account with a reason: it can no longer sign in, and its sessions and refresh tokens end at once. Already blocked, deleted or merged: 409.',
    params: admIdParams,
    body: accountBlockBody,
    refuses: [
      ...accountRefusals.pick('merged', 'deleted', 'already-blocked', 'own-account'),
      ...userRefusals.pick('last-holder'),
    ],
    response: accountStatus,
  }),
  unblock: endpoint({
    method: 'POST',
    path: '/accounts/:admId/unblock',
    access: 'canUpdateAccounts',
    summary: 'Unblocks the account: it may sign in again. Not blocked, deleted or merged: 409.',
    params: admIdParams,
    body: accountUnblockBody,
    refuses: accountRefusals.pick('merged', 'deleted', 'not-blocked'),
    response: accountStatus,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/accounts/:admId/forgotpassword',
    access: 'canUpdateAccounts',
    summary:
      "E-mails the person a link to set a new password on the sign-in service's own page: single use, valid for one hour; it cancels an earlier pending one. Blocked, deleted or merged accounts, and an external identity provider: 409. With an Idempotency-Key header a repeat sends nothing again.",
    params: admIdParams,
    idempotent: true,
    refuses: [
      ...accountRefusals.pick('external-provider', 'merged', 'deleted', 'blocked'),
      ...emailContentRefusals.pick('content-unusable'),
    ],
    response: accountAction,
  }),
  resendVerificationEmail: endpoint({
    method: 'POST',
    path: '/accounts/:admId/resend-verification-email',
    access: 'canUpdateAccounts',
    summary:
      'E-mails the person a link that confirms their address: single use, valid for seven days; it cancels an earlier pending one. Already verified, blocked, deleted or merged accounts, and an external identity provider: 409. With an Idempotency-Key header a repeat sends nothing again.',
    params: admIdParams,
    idempotent: true,
    refuses: [
      ...accountRefusals.pick('external-provider', 'merged', 'deleted', 'blocked', 'already-verified'),
      ...emailContentRefusals.pick('content-unusable'),
    ],
    response: accountAction,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/accounts/:admId',
    access: 'canUpdateAccounts',
    summary:
      'Deletes the account (kept, marked deleted): it can no longer sign in, its sessions and pending links end, and its e-mail may be used by a new account. Already deleted or merged: 409.',
    params: admIdParams,
    refuses: [...accountRefusals.pick('merged', 'deleted', 'own-account'), ...userRefusals.pick('last-holder')],
    response: accountStatus,
  }),
  cancelAction: endpoint({
    method: 'DELETE',
    path: '/accounts/action/:id',
    access: 'canUpdateAccounts',
    summary: 'Cancels a pending e-mailed link: it no longer works. Already used, cancelled or expired: 409.',
    params: idParams,
    refuses: accountRefusals.pick('link-not-pending'),
    response: accountAction,
  }),
};
