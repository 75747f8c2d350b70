// "Contains" searches through a trigram index that stay cheap when most values share trigrams (every
// address learnerN@example.com): the common trigrams are learnt from a sample of the column, the index
// is asked only for a fragment's rare ones, and the whole fragment is checked on the few rows they find.
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.js';
import { likeContains } from './text-match.js';

/** A column searched through a trigram index. */
export interface TrigramSource {
  table: PgTable;
  /** The indexed expression, in lower case: what the trigram index was built on. */
  text: SQL;
  /**
   * How rows are drawn: 'bernoulli' row by row (for tables stored in an order, e.g. alphabetical, where
   * whole pages would be a biased sample), 'system' page by page (cheaper on large tables).
   */
  sampling: 'bernoulli' | 'system';
}

/** A trigram in more than this share of the values is "common": an index lookup of it reads too much. */
const COMMON_SHARE = 0.05;
const SAMPLE_ROWS = 2_000;
const REFRESH_MS = 10 * 60_000;
/** Rows found through the index beyond this: the fragment is broad, and a pattern scan serves it better. */
const MAX_MATCHES = 1_000;

/** Letters-and-digits runs and their 3-character windows, as pg_trgm sees words (lower case). */
export const trigramsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .flatMap((word) => Array.from({ length: Math.max(0, word.length - 2) }, (_, i) => word.slice(i, i + 3)));

/**
 * The part of a fragment to ask the trigram index for: the longest run of one of its words whose
 * trigrams are all uncommon. Trigrams shared by most values ("lea", "arn" of "learner"; "exa" of
 * "example") make a trigram index read most of its entries; leaving them out and checking the whole
 * fragment on the few rows the rest finds is 10-50 times cheaper. Undefined when there is no such run:
 * the fragment is short or common and matches too much for a lookup to pay off.
 */
export function probeFor(fragment: string, common: ReadonlySet<string>): string | undefined {
  let best: string | undefined;
  for (const word of fragment.toLowerCase().split(/[^a-z0-9]+/)) {
    let start = 0;
    for (let i = 0; i + 3 <= word.length; i++) {
      if (common.has(word.slice(i, i + 3))) {
        start = i + 1;
        continue;
      }
      const run = word.slice(start, i + 3);
      if (!best || run.length > best.length) best = run;
    }
  }
  return best;
}

interface Sample {
  at: number;
  set: ReadonlySet<string>;
  refreshing?: Promise<void> | undefined;
}
const samples = new WeakMap<Db, Map<TrigramSource, Sample>>();

/**
 * The common trigrams of a source, from a sample of about 2,000 values, refreshed every ten minutes,
 * one refresh at a time whatever the number of requests asking; only the first one waits for it.
 */
export async function commonTrigrams(db: Db, source: TrigramSource): Promise<ReadonlySet<string>> {
  const bySource = samples.get(db) ?? new Map<TrigramSource, Sample>();
  samples.set(db, bySource);
  const known = bySource.get(source);
  if (known && Date.now() - known.at < REFRESH_MS) return known.set;
  const entry: Sample = known ?? { at: 0, set: new Set() };
  bySource.set(source, entry);
  entry.refreshing ??= sampleCommon(db, source)
    .then((set) => {
      entry.set = set;
      entry.at = Date.now();
    })
    .catch(() => {})
    .finally(() => {
      entry.refreshing = undefined;
    });
  if (!known) await entry.refreshing;
  return entry.set;
}

async function sampleCommon(db: Db, source: TrigramSource): Promise<ReadonlySet<string>> {
  // The share of rows to draw comes from the row count in the statistics, or from the table's size when
  // it has none yet (about 64 bytes a row); never more than twice the sample is read.
  const rows = await queryRows<{ text: string | null }>(
    db,
    sql`select ${source.text} as "text" from ${source.table} tablesample ${sql.raw(source.sampling)} (
          least(100, ${SAMPLE_ROWS * 100} / greatest(1, (
            select case when reltuples > 0 then reltuples else pg_relation_size(oid) / 64 end
            from pg_class where oid = ${getTableName(source.table)}::regclass))))
        limit ${SAMPLE_ROWS * 2}`,
  );
  const counts = new Map<string, number>();
  for (const { text } of rows) for (const t of new Set(trigramsOf(text ?? ''))) counts.set(t, (counts.get(t) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n > rows.length * COMMON_SHARE).map(([t]) => t));
}

/**
 * The rows whose text contains `fragment`, found through the trigram index by the fragment's rare
 * trigrams (`find` runs the lookup with the condition and a limit); undefined when the fragment is made
 * only of common trigrams or matches more than 1,000 rows: the caller then matches it as a pattern.
 */
export async function findContaining<Row>(
  db: Db,
  source: TrigramSource,
  fragment: string,
  find: (where: SQL, limit: number) => Promise<Row[]>,
): Promise<Row[] | undefined> {
  const probe = probeFor(fragment, await commonTrigrams(db, source));
  if (probe === undefined) return undefined;
  // "|| ''" keeps the whole fragment out of the index condition: the index is asked for the probe only.
  const where = sql`${source.text} like ${likeContains(probe)} and (${source.text} || '') like ${likeContains(fragment)}`;
  const rows = await find(where, MAX_MATCHES + 1);
  return rows.length > MAX_MATCHES ? undefined : rows;
}
