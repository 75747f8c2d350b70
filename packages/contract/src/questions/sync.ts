// Sync: the durable queue that mirrors published questions and categories to the test platform within its call budget.
// The sync part of the Questions area (`contract.questions.sync`), joined in questions/index.ts.
import { z } from 'zod';
import { idParams, pageQuery } from '../common.js';
import { endpoint } from '../endpoint.js';
import { classMarkerSyncState } from './categories.js';

export const syncItemKinds = ['parent-category', 'category', 'question'] as const;

export const syncItem = z.object({
  id: z.number().int(),
  kind: z.enum(syncItemKinds),
  entityId: z.number().int(),
  /** What it sends, as the console names it: a category's name or a question's prompt (shortened). */
  label: z.string(),
  revisionId: z.number().int().nullable(),
  state: classMarkerSyncState,
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  /** When it should be sent given the items before it and the hourly budget; null once Sent or Failed. */
  eta: z.string().nullable(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  version: z.number().int(),
});
export type SyncItem = z.infer<typeof syncItem>;

export const syncQueueQuery = pageQuery(20, 200).extend({
  state: classMarkerSyncState.optional(),
});

export const syncQueue = z.object({
  counts: z.object({
    Waiting: z.number().int(),
    Sending: z.number().int(),
    Sent: z.number().int(),
    Failed: z.number().int(),
  }),
  /** Calls allowed per key per hour. */
  budgetPerHour: z.number().int(),
  /** Calls made in the last hour, per API key (the key masked to its last four characters). */
  callsThisHour: z.array(z.object({ apiKey: z.string(), calls: z.number().int() })),
  /** When the last waiting item should be sent given the budget; null when nothing waits. */
  eta: z.string().nullable(),
  lastError: z.string().nullable(),
  page: z.number().int(),
  totalRowCount: z.number().int(),
  results: z.array(syncItem),
});
export type SyncQueue = z.infer<typeof syncQueue>;

export const syncEndpoints = {
  syncQueue: endpoint({
    method: 'GET',
    path: '/questions/sync',
    access: 'canViewQuestions',
    summary:
      'The sync queue to the test platform: counts by state, each item (newest first, paged) with its ETA under the hourly call budget, the last error, and the calls used this hour per key.',
    query: syncQueueQuery,
    response: syncQueue,
  }),
  retrySyncItem: endpoint({
    method: 'POST',
    path: '/questions/sync/:id/retry',
    access: 'canUpdateQuestions',
    summary:
      'Sends a failed sync item again: it waits anew with its attempts reset. Only a Failed item can be retried (409 otherwise).',
    params: idParams,
    response: syncItem,
  }),
} as const;
