// Force account sync: deliver named accounts' current data to every active LMS webhook.
// Part of the Accounts area: the contract's index joins these endpoints into `contract.accounts`.
import { z } from 'zod';
import { endpoint } from '../endpoint.js';

/** The most entries one request may name: a pasted list larger than this is refused whole. */
export const forceSyncMaxEntries = 500;

/**
 * Up to 500 entries as pasted, each an admId (a UUID) or an account's e-mail address; repeats count once.
 * An entry that is neither is answered as Invalid beside the others rather than refusing the batch: a sync
 * changes nothing and is safe to repeat, so the system administrator gets the good entries sent and the bad
 * ones named, to correct and send again (see force-sync.ts on the server).
 */
export const forceSyncBody = z.object({
  entries: z
    .array(
      z
        .string({ error: 'Enter an admId or an e-mail address' })
        .trim()
        .min(1, 'Enter an admId or an e-mail address')
        .max(320, 'At most 320 characters'),
      { error: 'Enter the admIds or e-mail addresses' },
    )
    .min(1, 'Enter at least one admId or e-mail address')
    .max(forceSyncMaxEntries, `At most ${forceSyncMaxEntries} entries at a time`),
});
export type ForceSyncBody = z.infer<typeof forceSyncBody>;

/**
 * Queued: delivered to the webhooks (deliveries is how many); NotFound: no account has this admId or
 * e-mail; Closed: deleted or merged, not sent; Invalid: neither an admId nor an e-mail address; Repeat:
 * the same account as an earlier entry (an admId and its e-mail), sent once.
 */
export const forceSyncOutcomes = ['Queued', 'NotFound', 'Closed', 'Invalid', 'Repeat'] as const;
export type ForceSyncOutcome = (typeof forceSyncOutcomes)[number];
export const forceSyncResult = z.object({
  /** One per distinct entry, in the order sent. */
  results: z.array(
    z.object({
      /** The entry's position in the list sent, from 1. */
      entry: z.number().int(),
      /** The entry as sent (trimmed). */
      text: z.string(),
      /** The account it names, when found. */
      admId: z.string().nullable(),
      outcome: z.enum(forceSyncOutcomes),
      /** The account's e-mail, when found. */
      email: z.string().nullable(),
      /** Deliveries queued (one per active webhook subscribed to account.synced). */
      deliveries: z.number().int(),
      message: z.string(),
    }),
  ),
  /** Accounts queued (the others were not found, closed, not valid or repeats). */
  succeeded: z.number().int(),
  /** Active webhooks subscribed to account.synced: 0 means nothing was sent anywhere. */
  webhooks: z.number().int(),
});
export type ForceSyncResult = z.infer<typeof forceSyncResult>;

export const accountSync = {
  forceSync: endpoint({
    method: 'POST',
    path: '/accounts/force-sync',
    access: 'canUpdateAccounts',
    summary:
      "Sends each named account's current data as an account.synced event to every active LMS webhook subscribed to it. Each entry is an admId or an account's e-mail address (up to 500; repeats count once); per entry: Queued, NotFound, Closed (deleted or merged accounts are not sent), Invalid (neither an admId nor an e-mail address) or Repeat (an account already named).",
    body: forceSyncBody,
    response: forceSyncResult,
  }),
};
