// Code values for passcodes and enrollment codes: random, from an alphabet without look-alikes (no 0/O,
// 1/I/L), grouped for reading aloud, with an optional suffix; and the insert-until-unique loop.
import { randomBytes } from 'node:crypto';
import { inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { codeEmails } from '../db/schema/index.js';
import { likeContains, textMatch } from './paging.js';

/** 31 characters: digits 2-9 and A-Z without I, L and O. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 12 random characters: 31^12 ≈ 7.9e17 values, so collisions are rare even with millions of codes. */
export const CODE_LENGTH = 12;

/** One random code: XXXX-XXXX-XXXX, then -SUFFIX when there is one. */
export function randomCode(suffix?: string | null): string {
  const chars: string[] = [];
  // Rejection sampling keeps every character equally likely: 248 = 8 × 31.
  while (chars.length < CODE_LENGTH) {
    for (const byte of randomBytes(CODE_LENGTH * 2)) {
      if (byte < 248 && chars.length < CODE_LENGTH) chars.push(CODE_ALPHABET[byte % 31] as string);
    }
  }
  return formatCode(chars, suffix);
}

/** The same from a seeded generator (`random` in [0, 1)), for deterministic demo data. */
export function seededCode(random: () => number, suffix?: string | null): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[Math.floor(random() * 31)] as string);
  return formatCode(chars, suffix);
}

const formatCode = (chars: string[], suffix: string | null | undefined) => {
  const body = `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
  return suffix ? `${body}-${suffix}` : body;
};

/**
 * Makes `quantity` new unique codes: `insert` stores a batch, skipping values already taken (ON CONFLICT
 * DO NOTHING), and returns the rows it stored; the few collisions are regenerated and tried again.
 */
export async function insertUniqueCodes<Row extends { code: string }>(
  quantity: number,
  suffix: string | null,
  insert: (codes: string[]) => Promise<Row[]>,
): Promise<Row[]> {
  const stored: Row[] = [];
  for (let round = 0; stored.length < quantity; round++) {
    if (round === 20) throw new Error('Could not find unique codes after 20 rounds');
    const wanted = new Set<string>();
    while (wanted.size < quantity - stored.length) wanted.add(randomCode(suffix));
    stored.push(...(await insert([...wanted])));
  }
  return stored;
}

/** A LIKE pattern for "contains" on a column stored in capitals (codes, suffixes). */
const upperContains = (text: string) => `%${text.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The exactMatch rule for columns stored in capitals (code values, suffixes): exact is plain equality
 * (the unique or btree index), contains is LIKE (the trigram index on codes).
 */
export const upperMatch = (column: SQLWrapper, value: string, exact: boolean): SQL =>
  exact ? sql`${column} = ${value.toUpperCase()}` : sql`${column} like ${upperContains(value)}`;

export const iso = (d: Date | null) => d?.toISOString() ?? null;
/** "First Last" of a joined account, or null when there is none. */
export const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();
/** A date for messages: 2025-03-14. */
export const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? 'an unknown date';

/** A "contains" e-mail filter matching more addresses than this stays a pattern scan of the code table. */
const EMAIL_MATCHES = 1_000;

/**
 * The exactMatch rule for e-mail columns of codes. Exact: equality on lower(column), which a btree
 * serves. Contains: the matching addresses are looked up first in code_email (all code e-mails, once
 * each), then the codes are found by equality; a fragment matching over 1,000 addresses (or made only
 * of the commonest trigrams, see probeFor) is matched as a pattern on the code table instead.
 */
export async function emailMatch(db: Db, column: SQLWrapper, value: string, exact: boolean): Promise<SQL> {
  if (exact) return textMatch(column, value, true);
  const pattern = likeContains(value);
  const probe = probeFor(value, await commonTrigrams(db));
  if (probe === undefined) return sql`lower(${column}) like ${pattern}`;
  // The index is asked only for the probe's rare trigrams; the whole fragment is checked on what it finds.
  const matches = await db
    .select({ email: codeEmails.email })
    .from(codeEmails)
    .where(sql`${codeEmails.email} like ${likeContains(probe)} and (${codeEmails.email} || '') like ${pattern}`)
    .limit(EMAIL_MATCHES + 1);
  if (matches.length > EMAIL_MATCHES) return sql`lower(${column}) like ${pattern}`;
  if (matches.length === 0) return sql`false`;
  return inArray(
    sql`lower(${column})`,
    matches.map((m) => m.email),
  );
}

/** A trigram in more than this share of addresses is "common": an index lookup of it reads too much. */
const COMMON_SHARE = 0.05;
const SAMPLE_ROWS = 2_000;
const REFRESH_MS = 10 * 60_000;

/** Letters-and-digits runs and their 3-character windows, as pg_trgm sees words (lower case). */
const windowsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .flatMap((word) => Array.from({ length: Math.max(0, word.length - 2) }, (_, i) => word.slice(i, i + 3)));

/**
 * The part of a fragment to ask the trigram index for: the longest run of one of its words whose
 * trigrams are all uncommon. Trigrams shared by most addresses ("lea", "arn" of "learner"; "exa" of
 * "example") make a trigram index read most of its entries; leaving them out and checking the whole
 * fragment on the few rows the rest finds is 10-50 times cheaper. Undefined when there is no such run:
 * the fragment is short or common and matches too much for the address lookup to pay off.
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

let common: { at: number; set: ReadonlySet<string> } | undefined;
let refreshing: Promise<void> | undefined;

/** The common trigrams of code e-mails, from a sample of code_email, refreshed every ten minutes. */
async function commonTrigrams(db: Db): Promise<ReadonlySet<string>> {
  // One refresh at a time, whatever the number of requests asking; the first one waits for it.
  const refresh = () =>
    (refreshing ??= sampleCommonTrigrams(db)
      .then((set) => {
        common = { at: Date.now(), set };
      })
      .catch(() => {})
      .finally(() => {
        refreshing = undefined;
      }));
  if (!common) await refresh();
  else if (Date.now() - common.at > REFRESH_MS) void refresh();
  return common?.set ?? new Set();
}

async function sampleCommonTrigrams(db: Db): Promise<ReadonlySet<string>> {
  // About SAMPLE_ROWS addresses, drawn row by row (BERNOULLI: the table is stored in insertion order,
  // often alphabetical, so whole pages would be a biased sample): the row count from the statistics,
  // or from the table's size when it has none yet (about 64 bytes a row); never more than twice that.
  const rows = await queryRows<{ email: string }>(
    db,
    sql`select email from ${codeEmails} tablesample bernoulli (
          least(100, ${SAMPLE_ROWS * 100} / greatest(1, (
            select case when reltuples > 0 then reltuples else pg_relation_size(oid) / 64 end
            from pg_class where oid = 'code_email'::regclass))))
        limit ${SAMPLE_ROWS * 2}`,
  );
  const counts = new Map<string, number>();
  for (const { email } of rows) for (const w of new Set(windowsOf(email))) counts.set(w, (counts.get(w) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n > rows.length * COMMON_SHARE).map(([w]) => w));
}
