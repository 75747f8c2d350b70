// Force account sync to the LMS webhooks.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../../platform/register-area.js';
import { forceSync } from './force-sync.js';

export const accountSyncHandlers = (_deps: AreaDeps) =>
  ({
    forceSync: ({ ctx, body }) => forceSync(ctx, body.entries),
  }) satisfies Handlers<typeof contract.accounts.sync>;
