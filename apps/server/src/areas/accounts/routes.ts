// The Accounts area's handlers, joined from its four parts as the contract joins their endpoints.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';
import { accountActionHandlers } from './actions/action-routes.js';
import { accountMergeHandlers } from './merge/merge-routes.js';
import { accountRecordHandlers } from './records/account-routes.js';
import { accountSyncHandlers } from './sync/sync-routes.js';

export const accountsHandlers = (deps: AreaDeps) =>
  ({
    records: accountRecordHandlers(deps),
    actions: accountActionHandlers(deps),
    merge: accountMergeHandlers(deps),
    sync: accountSyncHandlers(deps),
  }) satisfies Handlers<typeof contract.accounts>;
