// Force account sync to the LMS webhooks.
import type { accountSync } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';

export const accountSyncHandlers = (_deps: AreaDeps) => ({}) satisfies Handlers<typeof accountSync>;
