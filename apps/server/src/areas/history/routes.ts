// The History area: one endpoint reads any record's history. The contract declares each kind of record
// with the capability that views it (historyEntities), and the area that declares it says where its
// events are kept (the history field of its area.ts); the server hands these sources in.
// The endpoint's own access rule lets in anyone who may view some kind; the kind's rule is checked here.
import { allows, type contract, type HistoryEntity, historyEntities } from '@eco/contract';
import { readHistory } from '../../kits/history/read-history.js';
import type { HistorySources } from '../../platform/area-definition.js';
import { forbidden } from '../../platform/errors.js';
import type { Handlers } from '../../platform/register-area.js';

export const historyHandlers = (sourcesOf: Readonly<Record<HistoryEntity, HistorySources>>) =>
  ({
    list: async ({ ctx, params, query }) => {
      if (!allows(historyEntities[params.entity], ctx.principal?.capabilities ?? new Set(), true)) throw forbidden();
      return readHistory(ctx.db, await sourcesOf[params.entity](ctx.db, params.id), query);
    },
  }) satisfies Handlers<typeof contract.history>;
