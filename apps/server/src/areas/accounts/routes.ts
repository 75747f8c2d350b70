// The Accounts area's handlers, joined from its four parts as the contract joins their endpoints.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';
import { accountRecordHandlers } from './account-routes.js';
import { accountActionHandlers } from './action-routes.js';
import { accountMergeHandlers } from './merge-routes.js';
import { accountSyncHandlers } from './sync-routes.js';

export const accountsHandlers = (deps: AreaDeps) =>
  ({
    ...accountRecordHandlers(deps),
    ...accountActionHandlers(deps),
    ...accountMergeHandlers(deps),
    ...accountSyncHandlers(deps),
  }) satisfies Handlers<typeof contract.accounts>;
