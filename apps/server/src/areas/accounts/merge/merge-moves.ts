// Moving one owned table's rows from a source account to a destination, generically from its registry
// entry (platform/owned-tables.ts): the plan (what would move, which rows clash and how they resolve),
// the move itself, recording exactly what it did, and the reverse. The preview and the merge both run
// planTable, so what the preview says is what the merge does.
import { accountRefusals, type MergeKind } from '@eco/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { refuse } from '../../../platform/errors.js';
import type { OwnedTable } from '../../../platform/owned-tables.js';

type Row = Record<string, unknown>;

/** What a merge did to one table: enough to put every row back as it was. */
export interface TableMoves {
  kind: string;
  label: string;
  table: string;
  column: string;
  /** The key columns (owned.key) of the rows that moved as they were. */
  moved: Row[];
  /** Full rows dropped because the destination already held their unique key. */
  dropped: Row[];
  /** Full rows as they were before they moved under a new name, and the name they got. */
  renamed: { row: Row; renamedTo: string }[];
}

/** Stored in account_merge.moves. */
export interface MergeMoves {
  tables: TableMoves[];
}

interface ClashRow {
  row: Row;
  record: string;
  renamedTo: string | null;
}

export interface TablePlan {
  owned: OwnedTable;
  total: number;
  clashes: ClashRow[];
}

const table = (o: OwnedTable) => sql.identifier(o.table);
const column = (o: OwnedTable, alias: string) => sql.raw(`${alias}.${quote(o.column)}`);
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** The rows of `alias` with `k`'s key: `alias.id = k.id and ...`. */
const sameKey = (o: OwnedTable, alias: string, k: string) =>
  sql.raw(o.key.map((c) => `${alias}.${quote(c)} is not distinct from ${k}.${quote(c)}`).join(' and '));
const keyObject = (o: OwnedTable, alias: string) =>
  sql.raw(`jsonb_build_object(${o.key.map((c) => `'${c}', ${alias}.${quote(c)}`).join(', ')})`);
const jsonParam = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
/** The table's row type, for jsonb_populate_record(set). */
const rowType = (o: OwnedTable) => sql.raw(`null::${quote(o.table)}`);

/** How many rows of this table the account owns. */
export async function countOwned(db: Db, o: OwnedTable, admId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${table(o)} s where ${column(o, 's')} = ${admId}`,
  );
  return row?.n ?? 0;
}

/**
 * What merging would do to this table: the source's rows, and those that clash with the destination's.
 * The merge itself passes `count: false` (it learns the count from the move, one statement fewer a table).
 */
export async function planTable(
  db: Db,
  o: OwnedTable,
  source: string,
  destination: string,
  options: { count: boolean } = { count: true },
): Promise<TablePlan> {
  const total = options.count ? await countOwned(db, o, source) : Number.NaN;
  if (!o.clash || total === 0) return { owned: o, total, clashes: [] };
  const found = await queryRows<{ row: Row; record: string }>(
    db,
    sql`select to_jsonb(s) as row, ${sql.raw(o.clash.describe)} as record
        from ${table(o)} s
        where ${column(o, 's')} = ${source}
          and exists (select 1 from ${table(o)} d where ${column(o, 'd')} = ${destination} and (${sql.raw(o.clash.match)}))
        order by ${sql.raw(o.key.map((c) => `s.${quote(c)}`).join(', '))}`,
  );
  const clashes: ClashRow[] = [];
  for (const { row, record } of found) {
    const renamedTo = o.clash.resolve === 'rename' ? await freeName(db, o, row, source, destination) : null;
    clashes.push({ row, record, renamedTo });
  }
  return { owned: o, total, clashes };
}

/** The first of "name (merged)", "name (merged 2)"... that no row of either account would clash with. */
async function freeName(db: Db, o: OwnedTable, row: Row, source: string, destination: string): Promise<string> {
  if (o.clash?.resolve !== 'rename') throw new Error('freeName is for rename clashes');
  const { column: named, suffix, match } = o.clash;
  for (let n = 1; n < 100; n += 1) {
    const candidate = `${String(row[named])}${n === 1 ? suffix : suffix.replace(/\)$/, ` ${n})`)}`;
    const [taken] = await queryRows<{ taken: boolean }>(
      db,
      sql`select exists (
            select 1 from ${table(o)} d, jsonb_populate_record(${rowType(o)}, ${jsonParam({ ...row, [named]: candidate })}) s
            where ${column(o, 'd')} in (${source}, ${destination}) and not (${sameKey(o, 'd', 's')}) and (${sql.raw(match)})
          ) as taken`,
    );
    if (!taken?.taken) return candidate;
  }
  throw refuse(accountRefusals, 'no-free-name', { record: String(row[named]), kind: o.label });
}

/** The undo's refusal when replaying a merge's moves finds it unsafe: `reason` names what changed since. */
export const undoUnsafe = (reason: string) => refuse(accountRefusals, 'undo-refused', { reason });

/** Why the merge cannot go ahead, from the tables whose clash refuses it. */
export const clashRefusals = (plans: readonly TablePlan[]): string[] =>
  plans.flatMap((p) => (p.owned.clash?.resolve === 'refuse' && p.clashes.length > 0 ? [p.owned.clash.reason] : []));

/** The plan as the preview and the merge record show it. */
export function kindOf(plan: TablePlan): MergeKind {
  const resolve = plan.owned.clash?.resolve;
  const clashes = plan.clashes.map((c) => ({
    record: c.record,
    resolution: resolve ?? 'keep-destination',
    renamedTo: c.renamedTo,
  }));
  const dropped = resolve === 'keep-destination' ? clashes.length : 0;
  const renamed = resolve === 'rename' ? clashes.length : 0;
  return {
    kind: plan.owned.kind,
    label: plan.owned.label,
    moved: plan.total - dropped - renamed,
    dropped,
    renamed,
    clashes,
  };
}

const bump = (o: OwnedTable): SQL => (o.versioned ? sql`, version = t.version + 1, updated_at = now()` : sql``);

/** Runs the plan inside the merge's transaction and returns what it did. */
export async function moveTable(tx: Db, plan: TablePlan, source: string, destination: string): Promise<TableMoves> {
  const o = plan.owned;
  const done: TableMoves = {
    kind: o.kind,
    label: o.label,
    table: o.table,
    column: o.column,
    moved: [],
    dropped: [],
    renamed: [],
  };
  const clashing = jsonParam(plan.clashes.map((c) => c.row));
  if (o.clash?.resolve === 'keep-destination' && plan.clashes.length > 0) {
    done.dropped = (
      await queryRows<{ row: Row }>(
        tx,
        sql`delete from ${table(o)} t using jsonb_populate_recordset(${rowType(o)}, ${clashing}) k
            where ${column(o, 't')} = ${source} and ${sameKey(o, 't', 'k')}
            returning to_jsonb(t) as row`,
      )
    ).map((r) => r.row);
  }
  if (o.clash?.resolve === 'rename') {
    const named = sql.identifier(o.clash.column);
    for (const c of plan.clashes) {
      const renamedTo = c.renamedTo as string;
      await tx.execute(
        sql`update ${table(o)} t set ${sql.identifier(o.column)} = ${destination}, ${named} = ${renamedTo}${bump(o)}
            from jsonb_populate_record(${rowType(o)}, ${jsonParam(c.row)}) k
            where ${column(o, 't')} = ${source} and ${sameKey(o, 't', 'k')}`,
      );
      done.renamed.push({ row: c.row, renamedTo });
    }
  }
  done.moved = (
    await queryRows<{ key: Row }>(
      tx,
      sql`update ${table(o)} t set ${sql.identifier(o.column)} = ${destination}${bump(o)}
          where ${column(o, 't')} = ${source}
          returning ${keyObject(o, 't')} as key`,
    )
  ).map((r) => r.key);
  return done;
}

/**
 * Puts one table back as the merge found it: moved rows return to the source, renamed rows get their
 * name back, dropped rows are inserted again as they were. Any row that is no longer where the merge
 * left it makes the undo unsafe: 409 naming how many and of what.
 */
export async function restoreTable(tx: Db, o: OwnedTable, moves: TableMoves, source: string, destination: string) {
  const back = await queryRows<{ n: number }>(
    tx,
    sql`with b as (
          update ${table(o)} t set ${sql.identifier(o.column)} = ${source}${bump(o)}
          from jsonb_populate_recordset(${rowType(o)}, ${jsonParam(moves.moved)}) k
          where ${column(o, 't')} = ${destination} and ${sameKey(o, 't', 'k')}
          returning 1)
        select count(*)::int as n from b`,
  );
  const lost = moves.moved.length - (back[0]?.n ?? 0);
  if (lost > 0) {
    throw undoUnsafe(
      `${lost.toLocaleString('en')} of the ${o.label.toLowerCase()} this merge moved no longer belong to the destination account, so undoing it is not safe.`,
    );
  }
  if (moves.renamed.length > 0 && o.clash?.resolve === 'rename') {
    const name = sql.identifier(o.clash.column);
    for (const { row, renamedTo } of moves.renamed) {
      const changed = await queryRows<{ one: number }>(
        tx,
        sql`update ${table(o)} t set ${sql.identifier(o.column)} = ${source}, ${name} = k.${name}${bump(o)}
            from jsonb_populate_record(${rowType(o)}, ${jsonParam(row)}) k
            where ${column(o, 't')} = ${destination} and ${sameKey(o, 't', 'k')} and t.${name} = ${renamedTo}
            returning 1 as one`,
      );
      if (changed.length === 0) {
        throw undoUnsafe(
          `${o.label}: "${renamedTo}" was changed or removed since the merge, so undoing it is not safe.`,
        );
      }
    }
  }
  if (moves.dropped.length > 0) {
    const inserted = await queryRows<{ one: number }>(
      tx,
      sql`insert into ${table(o)} select * from jsonb_populate_recordset(${rowType(o)}, ${jsonParam(moves.dropped)})
          on conflict do nothing returning 1 as one`,
    );
    if (inserted.length !== moves.dropped.length) {
      throw undoUnsafe(`${o.label}: a record the merge set aside exists again, so undoing it is not safe.`);
    }
  }
}

/** Who made the change, as the audit trail records it (platform/audit.ts rowOf). */
export interface RowEventActor {
  principal: { subject: string; account: { admId: string } | null } | null;
  requestId: string;
}

/**
 * One event per moved row of a table that keeps a history (a passcode's says it changed hands), the
 * same row the audit trail writes for any change, inserted in one statement per table: a thousand
 * events built as objects and bound one by one cost more than the move itself.
 */
export async function recordRowMoves(
  tx: Db,
  actor: RowEventActor,
  owned: readonly OwnedTable[],
  moves: MergeMoves,
  action: 'accounts.merge-move' | 'accounts.undo-merge-move',
  change: { from: string; to: string; mergeId: number },
) {
  for (const t of moves.tables) {
    const entity = owned.find((o) => o.table === t.table && o.column === t.column)?.history;
    if (!entity || t.moved.length === 0) continue;
    await tx.execute(sql`
      insert into audit_event (actor_adm_id, actor_subject, action, entity, entity_id, before, after, request_id)
      select ${actor.principal?.account?.admId ?? null}::uuid, ${actor.principal?.subject ?? null}, ${action}, ${entity},
             k.key->>'id', jsonb_build_object('owner', ${change.from}::text),
             jsonb_build_object('owner', ${change.to}::text, 'mergeId', ${change.mergeId}::int), ${actor.requestId}
      from jsonb_array_elements(${jsonParam(t.moved)}) as k(key)`);
  }
}
