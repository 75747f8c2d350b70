// The values of the e-mail a resend sends to one recipient (the codes e-mail types of passcodes and
// enrollment codes share them): their codes one an item (one code, or the fifty of an order), with what
// each is for when they are not all for the same thing, how many when several, and the orders they came
// with. The wording is the e-mail type's content, rendered at send time.
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';

interface ResentCode {
  code: string;
  orderNumber: string | null;
}

export interface CodesEmailValues {
  codes: string[];
  /** How many when more than one; null for one (Mustache's {{#several}} and {{^several}}). */
  several: number | null;
  /** What all the codes are for, or '' when they are for different things. */
  forAll: string;
  orders: string[];
}

export function codesEmailValues<Row extends ResentCode>(rows: readonly Row[], forWhat: (row: Row) => string) {
  const purposes = [...new Set(rows.map(forWhat))];
  const common = purposes.length === 1 ? (purposes[0] as string) : '';
  return {
    codes: rows.map((r) => (common ? r.code : `${r.code}  (${forWhat(r)})`)),
    several: rows.length > 1 ? rows.length : null,
    forAll: common,
    orders: [...new Set(rows.map((r) => r.orderNumber).filter((o): o is string => !!o))],
  } satisfies CodesEmailValues;
}

/** The language each address's account prefers (lower-cased address -> language), for those who said. */
export async function preferredLanguages(tx: Db, addresses: readonly string[]): Promise<Map<string, string>> {
  const lower = [...new Set(addresses.map((a) => a.toLowerCase()))];
  if (!lower.length) return new Map();
  const email = sql<string>`lower(${accounts.email})`;
  const rows = await tx
    .select({ email, language: accounts.preferredLanguage })
    .from(accounts)
    .where(and(inArray(email, lower), isNotNull(accounts.preferredLanguage)));
  return new Map(rows.map((r) => [r.email, r.language as string]));
}
