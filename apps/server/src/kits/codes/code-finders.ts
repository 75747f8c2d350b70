// Go to for a code table (passcodes, enrollment codes): a code whole or by its start, a person's codes by
// their e-mail or admId, and an order by its number. Every branch is an index read with a limit (the
// code's unique or trigram index, the e-mail, admId and order-number indexes), so the search stays a few
// milliseconds however many codes there are.
import type { Capability, SearchKind, SearchResult } from '@eco/contract';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { type Finder, likePrefix, type SearchText } from '../../platform/finders.js';

export interface CodeSource {
  /** The table, e.g. passcode. */
  table: string;
  /** Columns holding e-mail addresses (matched exactly, case-insensitively, on their lower() index). */
  emails: readonly string[];
  /** The column holding the owner's admId. */
  admId: string;
  /** One line about a code row `c`: what it is for, whose it is, its order and state. */
  detail: SQL;
  /** What its codes are called, for an order's detail: "passcode", "passcodes". */
  one: string;
  other: string;
}

/** A code is found by its start once this many characters are typed (fewer would match thousands). */
const CODE_PREFIX_MIN = 4;
/** An order's codes are counted up to this many: the count is a hint, the list has the rest. */
const ORDER_COUNT_CAP = 1_000;

const name = (identifier: string) => sql.identifier(identifier);

/** The branches that apply to what was typed, each a limited index read ranked by how good a match it is. */
function codeBranches(source: CodeSource, search: SearchText, limit: number): SQL[] {
  const t = name(source.table);
  const row = (rank: number) => sql`select c.id, c.code, ${source.detail} as detail, ${rank} as rank from ${t} c`;
  const branches: SQL[] = [];
  if (search.uuid) {
    branches.push(sql`(${row(2)} where c.${name(source.admId)} = ${search.uuid} order by c.id desc limit ${limit})`);
  } else if (search.isEmail) {
    for (const column of source.emails) {
      branches.push(
        sql`(${row(1)} where lower(c.${name(column)}) = ${search.lower} order by c.id desc limit ${limit})`,
      );
    }
  } else if (search.text.length >= CODE_PREFIX_MIN) {
    // A whole code through the unique index; codes starting with the text (the trigram index, dearer) only
    // when no code is exactly that: the uncorrelated NOT EXISTS is a one-time filter that skips the scan.
    branches.push(sql`(${row(0)} where c.code = ${search.upper})`);
    branches.push(
      sql`(${row(0)} where c.code like ${likePrefix(search.upper)}
           and not exists (select 1 from ${t} x where x.code = ${search.upper}) order by c.code limit ${limit})`,
    );
  }
  return branches;
}

/** Codes found by their start, their owner's e-mail or admId; the result's id is the code's id. */
export function codeFinder(source: CodeSource, meta: { kind: SearchKind; label: string; access: Capability }): Finder {
  return {
    ...meta,
    async find(db, search, limit) {
      const branches = codeBranches(source, search, limit);
      if (branches.length === 0) return [];
      const rows = await queryRows<{ id: number; code: string; detail: string; rank: number }>(
        db,
        sql`select distinct on (rank, id) id, code, detail, rank from (${sql.join(branches, sql` union all `)}) found
            order by rank, id desc limit ${limit}`,
      );
      return rows.map((r): SearchResult => ({ kind: meta.kind, id: String(r.id), label: r.code, detail: r.detail }));
    },
  };
}

/** An order found by its number (exactly, case-insensitively), with its codes counted up to a cap. */
export function orderFinder(source: CodeSource, meta: { kind: SearchKind; label: string; access: Capability }): Finder {
  return {
    ...meta,
    async find(db, search) {
      if (search.isEmail || search.uuid) return [];
      const rows = await queryRows<{ orderNumber: string | null; orderEmail: string | null; n: number }>(
        db,
        sql`select min(order_number) as "orderNumber", min(order_email) as "orderEmail", count(*)::int as n
            from (select order_number, order_email from ${name(source.table)}
                  where lower(order_number) = ${search.lower} limit ${ORDER_COUNT_CAP + 1}) o`,
      );
      const [order] = rows;
      if (!order?.orderNumber || order.n === 0) return [];
      const count =
        order.n > ORDER_COUNT_CAP
          ? `More than ${ORDER_COUNT_CAP.toLocaleString('en-US')} ${source.other}`
          : `${order.n} ${order.n === 1 ? source.one : source.other}`;
      const detail = [count, order.orderEmail].filter(Boolean).join(' · ');
      return [{ kind: meta.kind, id: order.orderNumber, label: `Order ${order.orderNumber}`, detail }];
    },
  };
}
