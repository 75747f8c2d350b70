// Accounts: list, lookups, create, read and edit.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../../platform/register-area.js';
import { exportAccounts } from './account-export.js';
import { listAccounts } from './account-list.js';
import { accountLookupInfo } from './account-lookup.js';
import { createAccount, getAccount, updateAccount } from './account-service.js';

export const accountRecordHandlers = (_deps: AreaDeps) =>
  ({
    export: ({ ctx, query }) => exportAccounts(ctx.db, query),
    list: ({ ctx, query }) => listAccounts(ctx.db, query),
    lookupInfo: ({ ctx }) => accountLookupInfo(ctx.db),
    get: ({ ctx, params }) => getAccount(ctx.db, params.admId),
    create: ({ ctx, body }) => createAccount(ctx, body),
    update: ({ ctx, params, body }) => updateAccount(ctx, params.admId, body),
  }) satisfies Handlers<typeof contract.accounts.records>;
