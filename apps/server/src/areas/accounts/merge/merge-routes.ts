// Account merge: holdings, preview, merge, an account's merges and undo. Thin calls into merge.ts and
// merge-records.ts with the owned tables every area declared (deps.owned).
import type { contract } from '@eco/contract';
import { movableTables } from '../../../platform/owned-tables.js';
import type { AreaDeps, Handlers } from '../../../platform/register-area.js';
import { getHoldings, mergeAccounts, previewMerge } from './merge.js';
import { listMerges, undoMerge } from './merge-records.js';

export const accountMergeHandlers = ({ owned: declared }: AreaDeps) => {
  // Kinds in the order people scan them for: by label, whatever order the areas are listed in.
  const owned = [...movableTables(declared)].sort((a, b) => a.label.localeCompare(b.label));
  return {
    holdings: ({ ctx, params }) => getHoldings(ctx.db, owned, params.admId, held(ctx)),
    mergePreview: ({ ctx, body }) => previewMerge(ctx.db, owned, body, held(ctx)),
    merge: ({ ctx, body }) => mergeAccounts(ctx, owned, body),
    merges: ({ ctx, params }) => listMerges(ctx.db, params.admId),
    undoMerge: ({ ctx, params, body }) => undoMerge(ctx, owned, params.id, body.reason),
  } satisfies Handlers<typeof contract.accounts.merge>;
};

const held = (ctx: { principal: { capabilities: ReadonlySet<string> } | null }) =>
  ctx.principal?.capabilities ?? new Set<string>();
