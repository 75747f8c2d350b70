// Code values for passcodes and enrollment codes: random, from an alphabet without look-alikes (no 0/O,
// 1/I/L), grouped for reading aloud, with an optional suffix; the insert-until-unique loop, and a
// generation (a batch) made with it.
import { randomBytes, randomUUID } from 'node:crypto';
import { formatDayInZone } from '@eco/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

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

export interface GeneratedCode {
  id: number;
  code: string;
}

/**
 * A generation: `quantity` new unique codes under one new batch id. `insert` is the head of the
 * statement that stores them (`insert into … select c, …`, `c` being each code value); the kit adds
 * where the values come from, skips values already taken (ON CONFLICT (code) DO NOTHING) and returns
 * what it stored. The codes come back in id order, with the batch id and the time of the transaction.
 */
export async function generateBatch(tx: Db, quantity: number, suffix: string | null, insert: (batchId: string) => SQL) {
  const batchId = randomUUID();
  const codes = await insertUniqueCodes(quantity, suffix, (values) =>
    queryRows<GeneratedCode>(
      tx,
      sql`${insert(batchId)}
        from unnest(string_to_array(${values.join(',')}, ',')) as c
        on conflict (code) do nothing
        returning id, code`,
    ),
  );
  codes.sort((a, b) => a.id - b.id);
  const [created] = await queryRows<{ at: Date | string }>(tx, sql`select now() as at`);
  const createdAt = new Date(created?.at ?? Date.now()).toISOString();
  return { batchId, codes, createdAt, firstId: codes[0]?.id, lastId: codes.at(-1)?.id };
}

/** A day for the console's messages, as it writes days: 03/14/2025 (the UTC day; the server knows no viewer's zone). */
export const day = (d: Date | null) => (d ? formatDayInZone(d, 'UTC') : 'an unknown date');
