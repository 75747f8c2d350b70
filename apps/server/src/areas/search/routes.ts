// Go to: asks every finder the areas declared (areas/index.ts) that the caller may view, all at once,
// and answers their results grouped by kind, in the areas' order. The search area knows no other area.
import type { contract, SearchGroup } from '@eco/contract';
import { SEARCH_LIMIT_PER_KIND } from '@eco/contract';
import type { RegisteredFinder } from '../../platform/finders.js';
import { searchTextOf } from '../../platform/finders.js';
import type { Handlers } from '../../platform/register-area.js';

export const searchHandlers = (finders: readonly RegisteredFinder[]) =>
  ({
    find: async ({ ctx, query }) => {
      const held = ctx.principal?.capabilities ?? new Set();
      const search = searchTextOf(query.q);
      const mine = finders.filter((f) => held.has(f.access));
      const found = await Promise.all(mine.map((f) => f.find(ctx.db, search, SEARCH_LIMIT_PER_KIND)));
      const groups: SearchGroup[] = [];
      mine.forEach((f, i) => {
        const results = found[i] ?? [];
        if (results.length > 0) groups.push({ area: f.area, kind: f.kind, label: f.label, results });
      });
      return { groups };
    },
  }) satisfies Handlers<typeof contract.search>;
