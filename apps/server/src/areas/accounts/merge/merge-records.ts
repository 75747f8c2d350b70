// Merges as recorded: one merge, an account's merges, and undoing one within 30 days. Undo replays the
// recorded moves backwards in one transaction (merge-moves.ts restoreTable) and reopens the source; it
// refuses (409, naming why) once the window has passed or when something since makes it unsafe.
import { type AccountMergeRecord, accountRefusals, MERGE_UNDO_DAYS } from '@eco/contract';
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accountMerges, accounts } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { notFound, refuse } from '../../../platform/errors.js';
import type { OwnedTable } from '../../../platform/owned-tables.js';
import { queueAccountEvent } from '../../../platform/webhooks/events.js';
import { liveAccount } from '../account-sql.js';
import { type MergeMoves, recordRowMoves, restoreTable, undoUnsafe } from './merge-moves.js';

type MergeRow = typeof accountMerges.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
export const undoUntilOf = (m: Pick<MergeRow, 'mergedAt'>) => new Date(m.mergedAt.getTime() + MERGE_UNDO_DAYS * DAY_MS);
const day = (d: Date) => d.toISOString().slice(0, 10);

/** Why this merge cannot be undone now, from what the accounts show; null when it can be tried. */
async function undoRefusalOf(db: Db, m: MergeRow, people: Map<string, AccountRow>, now = new Date()) {
  if (m.undoneAt) return `This merge was undone on ${day(m.undoneAt)}.`;
  if (now > undoUntilOf(m)) {
    return `This merge was on ${day(m.mergedAt)}: a merge can be undone for ${MERGE_UNDO_DAYS} days only.`;
  }
  const source = people.get(m.sourceAdmId);
  const destination = people.get(m.destinationAdmId);
  if (!source || !destination) return 'One of the two accounts no longer exists.';
  if (source.mergedIntoAdmId !== m.destinationAdmId)
    return `${source.email} is no longer merged into ${destination.email}.`;
  if (destination.mergedIntoAdmId) {
    return `${destination.email} was merged into another account since: undo that merge first.`;
  }
  if (destination.deletedAt) return `${destination.email} was deleted since.`;
  const [taken] = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = lower(${source.email})`, ne(accounts.admId, source.admId), liveAccount()))
    .limit(1);
  if (taken) return `Another open account uses ${source.email} now, so the source cannot reopen.`;
  return null;
}

async function accountsByAdmId(db: Db, admIds: string[]) {
  const unique = [...new Set(admIds)];
  if (unique.length === 0) return new Map<string, AccountRow>();
  const rows = await db.select().from(accounts).where(inArray(accounts.admId, unique));
  return new Map(rows.map((r) => [r.admId, r]));
}

async function recordsOf(db: Db, merges: MergeRow[]): Promise<AccountMergeRecord[]> {
  const people = await accountsByAdmId(
    db,
    merges.flatMap((m) => [m.sourceAdmId, m.destinationAdmId, m.mergedBy, m.undoneBy].filter((x): x is string => !!x)),
  );
  const emailOf = (admId: string | null) => (admId ? (people.get(admId)?.email ?? admId) : null);
  const records: AccountMergeRecord[] = [];
  for (const m of merges) {
    const moves = m.moves as MergeMoves;
    records.push({
      id: m.id,
      source: { admId: m.sourceAdmId, email: emailOf(m.sourceAdmId) as string },
      destination: { admId: m.destinationAdmId, email: emailOf(m.destinationAdmId) as string },
      reason: m.reason,
      mergedAt: m.mergedAt.toISOString(),
      mergedBy: emailOf(m.mergedBy),
      kinds: moves.tables.map((t) => ({
        kind: t.kind,
        label: t.label,
        moved: t.moved.length,
        dropped: t.dropped.length,
        renamed: t.renamed.length,
        clashes: [],
      })),
      undoneAt: m.undoneAt?.toISOString() ?? null,
      undoneBy: emailOf(m.undoneBy),
      undoneReason: m.undoneReason,
      undoUntil: undoUntilOf(m).toISOString(),
      undoRefusal: await undoRefusalOf(db, m, people),
    });
  }
  return records;
}

export async function mergeRecordOf(db: Db, id: number) {
  const [m] = await db.select().from(accountMerges).where(eq(accountMerges.id, id));
  if (!m) throw notFound('Merge');
  const [record] = await recordsOf(db, [m]);
  return record as AccountMergeRecord;
}

/** The merges an account took part in, as source or destination, newest first. */
export async function listMerges(db: Db, admId: string) {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.admId, admId));
  if (!account) throw notFound('Account');
  const merges = await db
    .select()
    .from(accountMerges)
    .where(or(eq(accountMerges.sourceAdmId, admId), eq(accountMerges.destinationAdmId, admId)))
    .orderBy(desc(accountMerges.id))
    .limit(100);
  return { results: await recordsOf(db, merges) };
}

export async function undoMerge(ctx: RequestContext, owned: readonly OwnedTable[], id: number, reason: string) {
  await ctx.write(async (tx, audit) => {
    const [m] = await tx.select().from(accountMerges).where(eq(accountMerges.id, id)).for('update');
    if (!m) throw notFound('Merge');
    // The same lock order as a merge (by admId), so an undo and a merge of the same pair never deadlock.
    const people = new Map(
      (
        await tx
          .select()
          .from(accounts)
          .where(inArray(accounts.admId, [m.sourceAdmId, m.destinationAdmId]))
          .orderBy(accounts.admId)
          .for('update')
      ).map((r) => [r.admId, r]),
    );
    const refusal = await undoRefusalOf(tx, m, people);
    if (refusal) throw refuse(accountRefusals, 'undo-refused', { reason: refusal });
    const moves = m.moves as MergeMoves;
    for (const t of [...moves.tables].reverse()) {
      const o = owned.find((x) => x.table === t.table && x.column === t.column);
      if (!o)
        throw undoUnsafe(`${t.label} are no longer kept in the table this merge moved them in; undo is not safe.`);
      await restoreTable(tx, o, t, m.sourceAdmId, m.destinationAdmId);
    }
    await tx
      .update(accounts)
      .set({ mergedIntoAdmId: null, version: sql`${accounts.version} + 1`, updatedAt: sql`now()` })
      .where(eq(accounts.admId, m.sourceAdmId));
    await tx
      .update(accountMerges)
      .set({ undoneAt: sql`now()`, undoneBy: ctx.principal?.account?.admId ?? null, undoneReason: reason })
      .where(eq(accountMerges.id, id));
    const source = people.get(m.sourceAdmId) as AccountRow;
    const destination = people.get(m.destinationAdmId) as AccountRow;
    const change = { from: destination.email, to: source.email, mergeId: id };
    await recordRowMoves(tx, ctx, owned, moves, 'accounts.undo-merge-move', change);
    await audit([
      {
        action: 'accounts.undo-merge',
        entity: 'account',
        entityId: m.sourceAdmId,
        before: { mergedInto: destination.email },
        after: { mergedInto: null, reason, mergeId: id },
      },
      {
        action: 'accounts.undo-merge',
        entity: 'account',
        entityId: m.destinationAdmId,
        after: { undoneMergeOf: source.email, reason, mergeId: id },
      },
    ]);
    await queueAccountEvent(tx, 'account.updated', m.sourceAdmId);
    return m;
  });
  return mergeRecordOf(ctx.db, id);
}
