// The start page's counts: every contributor the areas declared (areas/index.ts) that the caller may
// see, counted at once. The home area knows no other area.
import type { contract } from '@eco/contract';
import type { AttentionContributor } from '../../platform/attention.js';
import type { Handlers } from '../../platform/register-area.js';

export const homeHandlers = (contributors: readonly AttentionContributor[]) =>
  ({
    attention: async ({ ctx }) => {
      const held = ctx.principal?.capabilities ?? new Set();
      const mine = contributors.filter((c) => held.has(c.access));
      const counts = await Promise.all(mine.map((c) => c.count(ctx.db)));
      return {
        items: mine.map(({ access: _access, count: _count, ...item }, i) => ({ ...item, count: counts[i] ?? 0 })),
      };
    },
  }) satisfies Handlers<typeof contract.home>;
