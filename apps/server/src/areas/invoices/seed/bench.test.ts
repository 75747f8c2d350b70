// The bench invoices at a small size, on the demo data: 1 to 20 lines each, every state, and numbers
// that continue each year's counter with no gap and no duplicate.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import type { TestApp } from '../../../testing/harness.js';
import { testApp } from '../../../testing/signed-in-app.js';
import { sequenceIntegrity } from '../records/sequence-integrity.js';
import { seedBenchInvoices } from './bench.js';

let t: TestApp;
testApp((app) => {
  t = app;
});

it('adds invoices of 1 to 20 lines in every state, numbered on from the counters without a gap', async () => {
  await seedBenchInvoices(t.db, 3_000);
  const [shape] = await queryRows<{ invoices: number; fewest: number; most: number; states: string[] }>(
    t.db,
    sql`select count(*)::int as invoices, min(n)::int as fewest, max(n)::int as most,
          (select array_agg(distinct state order by state) from invoice) as states
        from (select i.id, count(l.id) as n from invoice i left join invoice_line l on l.invoice_id = i.id
              where i.po_number like 'PO-1%' or i.po_number is null group by i.id having count(l.id) > 0) x`,
  );
  expect(shape?.fewest).toBe(1);
  expect(shape?.most).toBe(20);
  expect(shape?.states).toEqual(['Draft', 'Open', 'Paid']);
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from invoice`);
  expect(n).toBe(3_000);
  const { sequences } = await sequenceIntegrity(t.db);
  expect(sequences.length).toBeGreaterThanOrEqual(3);
  for (const s of sequences)
    expect({ s: s.series, y: s.year, gaps: s.gaps, dup: s.duplicates }).toEqual({
      s: s.series,
      y: s.year,
      gaps: [],
      dup: [],
    });
});
