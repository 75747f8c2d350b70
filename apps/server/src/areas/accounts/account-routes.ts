// Accounts: list, lookups, create, read and edit.
import type { accountRecords } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';

export const accountRecordHandlers = (_deps: AreaDeps) => ({}) satisfies Handlers<typeof accountRecords>;
