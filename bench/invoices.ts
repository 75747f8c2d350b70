// Invoice list benchmark, printing JSON: on 200,000 invoices with 1 to 20 lines each (the invoices' seed/bench.ts,
// on the demo data), drives GET /invoices (a page of 100 with the totals per currency of the whole
// filtered set) with each filter finance uses: none, a state, a customer, a PO number, a month of issue
// dates, and state with dates, at 20 connections, each beside its floor (against-floor.ts, againstFloor: the same
// SQL through the driver from a bare route). Target: p95 under 50 ms with each filter on PostgreSQL.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:invoices
// BENCH_SCALE=0.05 seeds a twentieth (a quick run); BENCH_KEEP=1 keeps the seeded database (its URL is printed); BENCH_REUSE_DATABASE_URL=<it> runs on it again;
// BENCH_ONLY=customer,state runs the scenarios whose names contain those words.
import { sql } from 'drizzle-orm';
import { defaultBenchInvoices, seedBenchInvoices } from '../apps/server/src/areas/invoices/seed/bench.js';
import { queryRows } from '../apps/server/src/db/client.js';
import { scaled } from './environment.js';
import { named, p95Under, runBench } from './run-bench.js';

interface Sampled {
  partners: number[];
  poNumbers: string[];
  months: string[];
}

/** 50 query strings of one filter: the i-th with the i-th value, on pages 1 to 3. */
const queries = (values: readonly Record<string, string | number>[]) =>
  Array.from({ length: 50 }, (_, i) =>
    new URLSearchParams({ page: String(1 + (i % 3)), ...(values[i % values.length] as object) }).toString(),
  );

const monthOf = (start: string) => {
  const [y, m] = start.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { startDate: start, endDate: end };
};

function scenarios({ partners, poNumbers, months }: Sampled): Record<string, string[]> {
  return {
    'no filter (newest first)': queries([{}]),
    'state (each of three)': queries(['Draft', 'Open', 'Paid'].map((state) => ({ state }))),
    customer: queries(partners.map((customer) => ({ customer }))),
    'PO number contains': queries(poNumbers.map((poNumber) => ({ poNumber }))),
    'a month of issue dates': queries(months.map(monthOf)),
    'open in a month': queries(months.map((m) => ({ state: 'Open', ...monthOf(m) }))),
  };
}

await runBench<Sampled>({
  name: 'invoices',
  reusable: true,
  floor: true,
  signInAs: 'finance@example.com',
  load: { connections: 20, seconds: 5 },
  seed: async (db) => {
    await seedBenchInvoices(db, scaled(defaultBenchInvoices));
    await db.execute(sql`vacuum analyze`);
  },
  sample: async (db) => {
    const [counted] = await queryRows<{ invoices: number; lines: number }>(
      db,
      sql`select (select count(*)::int from invoice) as invoices, (select count(*)::int from invoice_line) as lines`,
    );
    const partners = (await queryRows<{ id: number }>(db, sql`select id from partner order by id limit 16`)).map(
      (r) => r.id,
    );
    const poNumbers = (
      await queryRows<{ po: string }>(
        db,
        sql`select substr(po_number, 4, 4) as po from invoice tablesample system (1) where po_number is not null limit 50`,
      )
    ).map((r) => r.po);
    const months = (
      await queryRows<{ m: string }>(
        db,
        sql`select to_char(date_trunc('month', current_date) - (g || ' month')::interval, 'YYYY-MM-DD') as m
            from generate_series(0, 23) g`,
      )
    ).map((r) => r.m);
    return { seed: { invoices: counted?.invoices, lines: counted?.lines }, sampled: { partners, poNumbers, months } };
  },
  measure: async ({ sampled, againstFloorEach }) => {
    const endpoints = await againstFloorEach(named('GET /invoices', scenarios(sampled)), '/api/invoices');
    const p95 = p95Under(endpoints, 50);
    return { endpoints, targets: { 'p95 < 50 ms': p95.all, 'worst p95 ms': p95.worst } };
  },
});
