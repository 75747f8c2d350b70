// The Markets area's handlers: thin calls into the service.
import type { contract } from '@eco/contract';
import type { Handlers } from '../../platform/register-area.js';
import { exportMarkets } from './export.js';
import { marketLookupInfo } from './lookup.js';
import { deleteMarket, getMarket, listMarkets, saveMarket } from './service.js';

export const marketsHandlers = {
  export: ({ ctx, query }) => exportMarkets(ctx.db, query),
  list: ({ ctx, query }) => listMarkets(ctx.db, query),
  lookupInfo: ({ ctx }) => marketLookupInfo(ctx.db),
  get: ({ ctx, params }) => getMarket(ctx.db, params.country),
  save: ({ ctx, params, body }) => saveMarket(ctx, params.country, body),
  delete: ({ ctx, params, query }) => deleteMarket(ctx, params.country, query.version),
} satisfies Handlers<typeof contract.markets>;
