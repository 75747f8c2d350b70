// Invoice documents and partner billing benchmark, printing JSON: on the demo data plus one partner with
// a year of 10,000 billable rows (2,000 completed classes and 8,000 passcodes) and an open 20-line invoice,
// drives GET /invoices/{id}/download (the PDF, one connection: a person downloads one file at a time) and
// GET /partners/{id}/billing for that year (without a floor: its 2 MB answer is more than the floor's
// capture takes). Targets: the 20-line PDF under 100 ms (p95);
// the year of billing under 1 s (p95).
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:invoice-documents
//   npm run bench:invoice-documents    (PGlite, inside the server process; BENCH_SCALE=0.1: a tenth of the rows)
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.js';
import { drive } from './drive.js';
import { scaled } from './environment.js';
import { runBench } from './run-bench.js';

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const CLASSES = scaled(2_000);
const PASSCODES = scaled(8_000);

interface Sampled {
  partnerId: number;
  invoiceId: number;
}

await runBench<Sampled>({
  name: 'invoice-documents',
  signInAs: 'admin@example.com',
  load: { connections: 4, seconds: 10 },
  seed: async (db) => {
    await db.execute(sql`
      with p as (insert into partner (name, billing_email, currency) values ('Bench Billing Partner', 'ap@bench.example', 'USD') returning id)
      insert into class (course_id, partner_id, delivery_method, state, start_date, end_date, starts_at, ends_at,
                         city, price_amount, currency)
      select (select min(id) from course), p.id, 'InPerson', 'Completed', current_date - (i % 360) - 1,
             current_date - (i % 360), now() - make_interval(days => i % 360 + 1), now() - make_interval(days => i % 360),
             'Bench City', 100000 + i, 'USD'
      from p, generate_series(1, ${CLASSES}) i`);
    await db.execute(sql`
      insert into passcode (code, sku, partner_id, order_number, created_at)
      select 'BENCH-BILL-' || i, (select sku from product where kind = 'assessment-attempt' order by id limit 1),
             (select id from partner where name = 'Bench Billing Partner'), 'ORD-' || (i / 50),
             now() - make_interval(days => i % 360)
      from generate_series(1, ${PASSCODES}) i`);
    // An open invoice of 20 lines, numbered from the counter like any other.
    await db.execute(sql`
      with n as (insert into document_number (series, year, last) values ('INV', extract(year from current_date)::int, 1)
                 on conflict (series, year) do update set last = document_number.last + 1 returning year, last),
           i as (insert into invoice (partner_id, currency, state, issue_date, due_date, series, year, seq, number, po_number)
                 select (select id from partner where name = 'Bench Billing Partner'), 'USD', 'Open', current_date,
                        current_date + 30, 'INV', n.year, n.last, 'INV-' || n.year || '-' || lpad(n.last::text, 5, '0'), 'PO-BENCH'
                 from n returning id)
      insert into invoice_line (invoice_id, position, description, quantity, unit_price)
      select i.id, k, 'Professional Scrum Master class seat, cohort ' || k, 1 + k % 12, 49500 + k * 100
      from i, generate_series(0, 19) k`);
    await db.execute(sql`analyze`);
  },
  sample: async (db) => {
    const [row] = await queryRows<{ partnerId: number; invoiceId: number }>(
      db,
      sql`select p.id as "partnerId", (select max(id) from invoice where partner_id = p.id) as "invoiceId"
          from partner p where p.name = 'Bench Billing Partner'`,
    );
    if (!row) throw new Error('the bench partner is missing');
    return { seed: { classes: CLASSES, passcodes: PASSCODES, invoiceLines: 20 }, sampled: row };
  },
  measure: async ({ config, authorization, load, sampled, warm }) => {
    const pdfPath = `/api/invoices/${sampled.invoiceId}/download`;
    const pdfLoad = { authorization, connections: 1, seconds: load.seconds };
    await drive(config.publicUrl, pdfPath, [''], { ...pdfLoad, seconds: 2 });
    const pdf = await drive(config.publicUrl, pdfPath, [''], pdfLoad);
    const billingPath = `/api/partners/${sampled.partnerId}/billing`;
    const year = [`startDate=${day(365)}&endDate=${day(0)}`];
    await warm(billingPath, year);
    const billing = await drive(config.publicUrl, billingPath, year, load);
    return {
      'GET /invoices/:id/download (20 lines, 1 connection)': pdf,
      [`GET /partners/:id/billing (a year, ${CLASSES + PASSCODES} rows)`]: billing,
      targets: {
        pdfP95UnderHundredMs: pdf.p95 < 100 && pdf.errors === 0,
        billingP95UnderOneSecond: billing.p95 < 1000 && billing.errors === 0,
      },
    };
  },
});
