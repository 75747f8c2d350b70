// Account merge: what an account owns (its holdings), a preview of merging one account into another,
// the merge itself in one transaction, the merges an account took part in, and undo within 30 days.
// Part of the Accounts area: the contract's index joins these endpoints into `contract.accounts`.
import { z } from 'zod';
import { admIdParams, idParams, isoDateTime, trimmed, uuid } from '../common.js';
import { endpoint } from '../endpoint.js';
import { accountRefusals } from './refusals.js';

/** How long an administrator may undo a merge. */
export const MERGE_UNDO_DAYS = 30;

/** One kind of record an account owns: how many, and the list filtered for that person when the viewer may see it. */
export const accountHolding = z.object({
  /** A stable word for the kind ('passcodes', 'roles'). */
  kind: z.string(),
  /** The kind as people read it ('Self-paced enrollments'). */
  label: z.string(),
  count: z.number().int(),
  /** The console's list of these records for this account; null when there is none or the viewer may not see it. */
  link: z.string().nullable(),
});
export type AccountHolding = z.infer<typeof accountHolding>;

export const accountHoldings = z.object({ admId: uuid, holdings: z.array(accountHolding) });
export type AccountHoldings = z.infer<typeof accountHoldings>;

/** Which two accounts: the source is closed and its records move to the destination, which survives. */
export const mergeAccounts = z.object({ destinationAccountAdmId: uuid, sourceAccountAdmId: uuid });
export type MergeAccounts = z.infer<typeof mergeAccounts>;
export const mergeAccountsBody = mergeAccounts.extend({ reason: trimmed(500) });
export type MergeAccountsBody = z.input<typeof mergeAccountsBody>;
export const undoMergeBody = z.object({ reason: trimmed(500) });

/** One account as the merge dialog shows it, side by side with the other. */
export const mergeSide = z.object({
  admId: uuid,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: isoDateTime,
  lastSignInAt: isoDateTime.nullable(),
  emailVerified: z.boolean(),
  status: z.enum(['active', 'blocked', 'deleted', 'merged']),
  mergedIntoAdmId: uuid.nullable(),
  holdings: z.array(accountHolding),
});
export type MergeSide = z.infer<typeof mergeSide>;

/**
 * keep-destination: both hold it, the destination's is kept and the source's dropped; rename: it moves
 * renamed; refuse: the two cannot be combined, so the merge is refused (the preview's refusals say why).
 */
export const mergeClashResolutions = ['keep-destination', 'rename', 'refuse'] as const;

/** A source record whose unique key the destination already uses, and how the merge resolves it. */
export const mergeClash = z.object({
  /** The record as people name it ('Role Support', 'Saved filter "Mine" on /passcodes'). */
  record: z.string(),
  resolution: z.enum(mergeClashResolutions),
  /** For rename: the name it gets. */
  renamedTo: z.string().nullable(),
});
export type MergeClash = z.infer<typeof mergeClash>;

/** Per kind of record: how many move as they are, how many are dropped or renamed on a clash. */
export const mergeKind = z.object({
  kind: z.string(),
  label: z.string(),
  moved: z.number().int(),
  dropped: z.number().int(),
  renamed: z.number().int(),
  clashes: z.array(mergeClash),
});
export type MergeKind = z.infer<typeof mergeKind>;

export const mergePreview = z.object({
  source: mergeSide,
  destination: mergeSide,
  kinds: z.array(mergeKind),
  /** Why the merge cannot run (same account, a closed account, source already merged); empty when it can. */
  refusals: z.array(z.string()),
  undoDays: z.number().int(),
});
export type MergePreview = z.infer<typeof mergePreview>;

/** A merge as recorded: who, when, why, what moved, and whether it can still be undone. */
export const accountMergeRecord = z.object({
  id: z.number().int(),
  source: z.object({ admId: uuid, email: z.string() }),
  destination: z.object({ admId: uuid, email: z.string() }),
  reason: z.string(),
  mergedAt: isoDateTime,
  mergedBy: z.string().nullable(),
  kinds: z.array(mergeKind),
  undoneAt: isoDateTime.nullable(),
  undoneBy: z.string().nullable(),
  undoneReason: z.string().nullable(),
  /** Until when an administrator may undo it. */
  undoUntil: isoDateTime,
  /** Why it cannot be undone now (undone already, too old, the destination merged since); null when it can. */
  undoRefusal: z.string().nullable(),
});
export type AccountMergeRecord = z.infer<typeof accountMergeRecord>;

export const accountMerge = {
  holdings: endpoint({
    method: 'GET',
    path: '/accounts/:admId/holdings',
    access: 'canViewAccounts',
    summary:
      'What the account owns, per kind of record (codes, self-paced enrollments, roles, and every kind later areas add): a count and, for viewers who may see it, a link to the list filtered for the account.',
    params: admIdParams,
    response: accountHoldings,
  }),
  mergePreview: endpoint({
    method: 'POST',
    path: '/accounts/merge/preview',
    access: 'canUpdateAccounts',
    summary:
      'What merging the source into the destination would do, changing nothing: both accounts side by side, per kind what moves, every clash of a unique key and how it resolves, and why the merge is refused if it is.',
    body: mergeAccounts,
    // Either account may not exist.
    errors: [404],
    response: mergePreview,
    readOnly: true,
  }),
  merge: endpoint({
    method: 'POST',
    path: '/accounts/merge',
    access: 'canUpdateAccounts',
    summary:
      'Merges the source account into the destination in one transaction: moves everything the source owns as the preview says, closes the source (it points at the destination and can no longer sign in) and records the moves so an administrator can undo it within 30 days. A refused merge (same account, closed account, source already merged) gets 409.',
    body: mergeAccountsBody,
    // Either account may not exist; a refused merge is a conflict.
    errors: [404, 409],
    status: 201,
    refuses: accountRefusals.pick('merge-refused', 'no-free-name'),
    response: accountMergeRecord,
  }),
  merges: endpoint({
    method: 'GET',
    path: '/accounts/:admId/merges',
    access: 'canViewAccounts',
    summary:
      'The merges the account took part in (as source or destination), newest first, with whether each can still be undone.',
    params: admIdParams,
    response: z.object({ results: z.array(accountMergeRecord) }),
  }),
  undoMerge: endpoint({
    method: 'POST',
    path: '/accounts/merges/:id/undo',
    access: 'canManageSystemData',
    summary:
      'Undoes a merge within 30 days: the moved records go back, dropped and renamed ones are restored exactly, and the source account reopens. After 30 days, or when something since makes it unsafe (a moved record changed hands, the destination was merged), 409 naming why.',
    params: idParams,
    body: undoMergeBody,
    refuses: accountRefusals.pick('undo-refused'),
    response: accountMergeRecord,
  }),
};
