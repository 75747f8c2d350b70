// Force account sync: deliver named accounts' current data to every active LMS webhook.
// Part of the Accounts area: the contract's index joins these endpoints into `contract.accounts`.
import { z } from 'zod';
import { endpoint } from '../endpoint.js';

/** Up to 500 admIds, each a UUID; repeats count once. */
export const forceSyncBody = z.object({
  admIds: z
    .array(z.uuid({ error: 'Not an admId (a UUID)' }), { error: 'Enter the admIds' })
    .min(1, 'Enter at least one admId')
    .max(500, 'At most 500 admIds at a time'),
});

/** Queued: delivered to the webhooks (deliveries is how many); not found; closed (deleted or merged). */
export const forceSyncOutcomes = ['Queued', 'NotFound', 'Closed'] as const;
export const forceSyncResult = z.object({
  results: z.array(
    z.object({
      admId: z.string(),
      outcome: z.enum(forceSyncOutcomes),
      /** The account's e-mail, when found. */
      email: z.string().nullable(),
      /** Deliveries queued (one per active webhook subscribed to account.synced). */
      deliveries: z.number().int(),
      message: z.string(),
    }),
  ),
  /** Accounts queued (the others were not found or closed). */
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
      "Sends each named account's current data as an account.synced event to every active LMS webhook subscribed to it; per admId: Queued, NotFound or Closed (deleted or merged accounts are not sent).",
    body: forceSyncBody,
    response: forceSyncResult,
  }),
};
