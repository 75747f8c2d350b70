// Saved filters: a person's named filter states of a list, kept on the server so they follow the person
// to any browser. Each belongs to the caller's sign-in subject; nobody reads or deletes another's.
import { MAX_SAVED_FILTERS, type SavedFilter, type savedFilterInput } from '@eco/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { savedFilters } from '../../db/schema/index.js';
import type { RequestContext } from '../../platform/context.js';
import { invalid, notFound } from '../../platform/errors.js';

type Row = typeof savedFilters.$inferSelect;

const shapeOf = (r: Row): SavedFilter => ({
  id: r.id,
  list: r.list,
  name: r.name,
  params: r.params as SavedFilter['params'],
  updatedAt: r.updatedAt.toISOString(),
});

/** The signed-in caller's subject: saved filters are theirs. */
const ownerOf = (ctx: RequestContext) => {
  const subject = ctx.principal?.subject;
  if (!subject) throw new Error('saved filters need a signed-in caller');
  return subject;
};

export async function listSavedFilters(ctx: RequestContext, list: string): Promise<SavedFilter[]> {
  const rows = await ctx.db
    .select()
    .from(savedFilters)
    .where(and(eq(savedFilters.owner, ownerOf(ctx)), eq(savedFilters.list, list)))
    .orderBy(asc(sql`lower(${savedFilters.name})`));
  return rows.map(shapeOf);
}

export function saveFilter(ctx: RequestContext, body: z.infer<typeof savedFilterInput>) {
  const owner = ownerOf(ctx);
  return ctx.write(async (tx, audit) => {
    const mine = and(eq(savedFilters.owner, owner), eq(savedFilters.list, body.list));
    const same = and(mine, sql`lower(${savedFilters.name}) = lower(${body.name})`);
    const [existing] = await tx.select().from(savedFilters).where(same).for('update');
    if (!existing) await refuseBeyondLimit(tx, mine);
    const [row] = existing
      ? await tx
          .update(savedFilters)
          .set({ name: body.name, params: body.params, updatedAt: sql`now()` })
          .where(eq(savedFilters.id, existing.id))
          .returning()
      : await tx
          .insert(savedFilters)
          .values({ owner, ...body })
          .returning();
    if (!row) throw new Error('saved filter not written');
    await audit({
      action: 'profile.save-filter',
      entity: 'saved-filter',
      entityId: row.id,
      before: existing ? { name: existing.name, params: existing.params } : undefined,
      after: { list: row.list, name: row.name, params: row.params },
    });
    return shapeOf(row);
  });
}

async function refuseBeyondLimit(tx: Db, mine: ReturnType<typeof and>) {
  const [kept] = await tx.select({ n: count() }).from(savedFilters).where(mine);
  if ((kept?.n ?? 0) >= MAX_SAVED_FILTERS) {
    throw invalid('name', `You keep ${MAX_SAVED_FILTERS} filters of this list already: delete one first`);
  }
}

export function deleteSavedFilter(ctx: RequestContext, id: number) {
  const owner = ownerOf(ctx);
  return ctx.write(async (tx, audit) => {
    const [gone] = await tx
      .delete(savedFilters)
      .where(and(eq(savedFilters.id, id), eq(savedFilters.owner, owner)))
      .returning();
    // Another person's filter is as good as missing: its existence is not theirs to learn.
    if (!gone) throw notFound('Saved filter');
    await audit({
      action: 'profile.delete-filter',
      entity: 'saved-filter',
      entityId: id,
      before: { list: gone.list, name: gone.name, params: gone.params },
    });
  });
}
