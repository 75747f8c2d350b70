// Merging one account into another: holdings (what an account owns), the preview, the merge in one
// transaction, and the list of an account's merges. Both accounts are locked in a fixed order (by admId)
// so two merges touching the same pair wait for each other instead of deadlocking; a second merge of
// a source already merged then finds it closed and gets 409.
import type { AccountHolding, MergeAccounts, MergeAccountsBody, MergeSide } from '@eco/contract';
import { accountRefusals, MERGE_UNDO_DAYS } from '@eco/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accountMerges, accounts } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { notFound, refuse } from '../../../platform/errors.js';
import { revokeAccountSessions } from '../../../platform/idp/revoke.js';
import type { OwnedTable } from '../../../platform/owned-tables.js';
import { queueAccountEvent } from '../../../platform/webhooks/events.js';
import { mergeRoleRefusals } from '../../users/public.js';
import {
  clashRefusals,
  countOwned,
  kindOf,
  type MergeMoves,
  moveTable,
  planTable,
  recordRowMoves,
} from './merge-moves.js';
import { mergeRecordOf } from './merge-records.js';

type AccountRow = typeof accounts.$inferSelect;
type Held = ReadonlySet<string>;

const statusOf = (a: AccountRow): MergeSide['status'] =>
  a.mergedIntoAdmId ? 'merged' : a.deletedAt ? 'deleted' : a.isBlocked ? 'blocked' : 'active';

/** Per kind of owned record: the account's count, and its list's link when the viewer may see that list. */
export async function holdingsOf(db: Db, owned: readonly OwnedTable[], account: AccountRow, held: Held) {
  const holdings: AccountHolding[] = [];
  for (const o of owned) {
    const count = await countOwned(db, o, account.admId);
    const link = o.link && held.has(o.link.capability) ? o.link.to(account) : null;
    holdings.push({ kind: o.kind, label: o.label, count, link });
  }
  return holdings;
}

export async function getHoldings(db: Db, owned: readonly OwnedTable[], admId: string, held: Held) {
  const [account] = await db.select().from(accounts).where(eq(accounts.admId, admId));
  if (!account) throw notFound('Account');
  return { admId, holdings: await holdingsOf(db, owned, account, held) };
}

async function sideOf(db: Db, owned: readonly OwnedTable[], a: AccountRow, held: Held): Promise<MergeSide> {
  return {
    admId: a.admId,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    createdAt: a.createdAt.toISOString(),
    lastSignInAt: a.lastSignInAt?.toISOString() ?? null,
    emailVerified: a.emailVerified,
    status: statusOf(a),
    mergedIntoAdmId: a.mergedIntoAdmId,
    holdings: await holdingsOf(db, owned, a, held),
  };
}

/** Why these two accounts cannot be merged now; empty when they can. */
export function refusalsOf(source: AccountRow, destination: AccountRow): string[] {
  if (source.admId === destination.admId) return ['An account cannot be merged into itself: choose two accounts.'];
  const refusals: string[] = [];
  if (source.mergedIntoAdmId) refusals.push(`${source.email} was already merged into another account.`);
  else if (source.deletedAt) refusals.push(`${source.email} is deleted: there is nothing left to merge.`);
  if (destination.mergedIntoAdmId) {
    refusals.push(`${destination.email} was merged into another account: merge into that one instead.`);
  } else if (destination.deletedAt) refusals.push(`${destination.email} is deleted and cannot receive records.`);
  else if (destination.isBlocked) {
    refusals.push(`${destination.email} is blocked: unblock it first, or keep the other account instead.`);
  }
  return refusals;
}

/** Reads both accounts (locking them, in admId order, inside a merge); 404 when either is missing. */
async function bothAccounts(db: Db, pair: MergeAccounts, lock: boolean) {
  const ids = [pair.sourceAccountAdmId, pair.destinationAccountAdmId];
  const query = db.select().from(accounts).where(inArray(accounts.admId, ids)).orderBy(accounts.admId);
  const rows = lock ? await query.for('update') : await query;
  const source = rows.find((r) => r.admId === pair.sourceAccountAdmId);
  const destination = rows.find((r) => r.admId === pair.destinationAccountAdmId);
  if (!source) throw notFound('The source account');
  if (!destination) throw notFound('The destination account');
  return { source, destination };
}

async function planOf(db: Db, owned: readonly OwnedTable[], source: string, destination: string, count = true) {
  const plans = [];
  for (const o of owned) plans.push(await planTable(db, o, source, destination, { count }));
  return plans;
}

export async function previewMerge(db: Db, owned: readonly OwnedTable[], pair: MergeAccounts, held: Held) {
  const { source, destination } = await bothAccounts(db, pair, false);
  const refusals = refusalsOf(source, destination);
  const same = source.admId === destination.admId;
  const plans = same ? [] : await planOf(db, owned, source.admId, destination.admId);
  refusals.push(...clashRefusals(plans));
  if (!same) refusals.push(...(await mergeRoleRefusals(db, held, source, destination)));
  return {
    source: await sideOf(db, owned, source, held),
    destination: await sideOf(db, owned, destination, held),
    kinds: plans.map(kindOf),
    refusals,
    undoDays: MERGE_UNDO_DAYS,
  };
}

export async function mergeAccounts(
  ctx: RequestContext,
  owned: readonly OwnedTable[],
  body: MergeAccountsBody & { reason: string },
) {
  const id = await ctx.write(async (tx, audit) => {
    const { source, destination } = await bothAccounts(tx, body, true);
    const refusals = refusalsOf(source, destination);
    if (refusals.length > 0) throw refuse(accountRefusals, 'merge-refused', { reasons: refusals });
    const plans = await planOf(tx, owned, source.admId, destination.admId, false);
    const refused = clashRefusals(plans);
    // The source's roles go to the destination: only someone who could grant them may merge.
    refused.push(...(await mergeRoleRefusals(tx, ctx.principal?.capabilities ?? new Set(), source, destination)));
    if (refused.length > 0) throw refuse(accountRefusals, 'merge-refused', { reasons: refused });
    const moves: MergeMoves = { tables: [] };
    for (const plan of plans) moves.tables.push(await moveTable(tx, plan, source.admId, destination.admId));
    await tx
      .update(accounts)
      .set({ mergedIntoAdmId: destination.admId, version: sql`${accounts.version} + 1`, updatedAt: sql`now()` })
      .where(eq(accounts.admId, source.admId));
    const [merge] = await tx
      .insert(accountMerges)
      .values({
        sourceAdmId: source.admId,
        destinationAdmId: destination.admId,
        reason: body.reason,
        mergedBy: ctx.principal?.account?.admId ?? null,
        moves,
      })
      .returning({ id: accountMerges.id });
    const mergeId = merge?.id as number;
    const moved = movedText(moves);
    const change = { from: source.email, to: destination.email, mergeId };
    await recordRowMoves(tx, ctx, owned, moves, 'accounts.merge-move', change);
    await audit([
      {
        action: 'accounts.merge',
        entity: 'account',
        entityId: source.admId,
        before: { mergedInto: null },
        after: { mergedInto: destination.email, reason: body.reason, moved, mergeId },
      },
      {
        action: 'accounts.merge',
        entity: 'account',
        entityId: destination.admId,
        after: { mergedFrom: source.email, reason: body.reason, moved, mergeId },
      },
    ]);
    // The source is closed: its sessions and refresh tokens end now, in the merge's transaction.
    await revokeAccountSessions(tx, source.admId);
    await queueAccountEvent(tx, 'account.merged', source.admId);
    return mergeId;
  });
  return mergeRecordOf(ctx.db, id);
}

/** What moved, as the account's history shows it: "Passcodes 400, Roles 1 (1 set aside)". */
function movedText(moves: MergeMoves): string {
  const parts = moves.tables.flatMap((t) => {
    const n = t.moved.length + t.dropped.length + t.renamed.length;
    if (n === 0) return [];
    const notes = [
      t.dropped.length && `${t.dropped.length} set aside`,
      t.renamed.length && `${t.renamed.length} renamed`,
    ];
    const note = notes.filter(Boolean).join(', ');
    return [`${t.label} ${n}${note ? ` (${note})` : ''}`];
  });
  return parts.join(', ') || 'Nothing';
}
