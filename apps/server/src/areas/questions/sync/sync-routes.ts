// The sync part's handlers (`contract.questions.sync`).
import type { contract } from '@eco/contract';
import type { Config } from '../../../config.js';
import type { Handlers } from '../../../platform/register-area.js';
import { readSyncQueue, retrySyncItem } from './sync-queue.js';

export const syncHandlers = (config: Config) =>
  ({
    syncQueue: ({ query, ctx }) =>
      readSyncQueue(ctx.db, query, config.classMarker.callsPerHour, config.classMarker.apiKey),
    retrySyncItem: ({ params, ctx }) => retrySyncItem(ctx, params.id),
  }) satisfies Handlers<typeof contract.questions.sync>;
