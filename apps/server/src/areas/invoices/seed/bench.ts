// Bench invoices: 200,000 invoices to the catalogue's partners over three years, each with 1 to 20
// lines (about 2.1 million), in EUR, USD, GBP and JPY; a tenth drafts, older ones mostly paid, the rest
// open. Numbered invoices continue each year's counter gaplessly in issue-date order, and the counters
// end where they do, so the sequence integrity check holds on the bench data too. Set-based statements.
import { euMemberStates } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { withoutSecondaryIndexes } from '../../../kits/seeding/bulk-load.js';
import { demoSeller } from '../tax/partner-vat.js';

export const defaultBenchInvoices = 200_000;

export async function seedBenchInvoices(db: Db, count = defaultBenchInvoices) {
  const [{ n: existing } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from invoice`);
  if (existing >= count) return;
  await withoutSecondaryIndexes(db, ['invoice', 'invoice_line'], (tx) => insertInvoices(tx, count - existing));
}

async function insertInvoices(db: Db, count: number) {
  const [{ before } = { before: 0 }] = await queryRows<{ before: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as before from invoice`,
  );
  // The invoices: issue dates spread over the last three years; drafts take no number; a numbered
  // invoice takes the next number of its year after what the counter gave out already.
  await db.execute(sql`
    with partners as (select array_agg(id order by id) as ids, array_agg(billing_email order by id) as emails from partner),
    base as (
      select g, (current_date - (g % 1095))::date as issue,
             case when g % 10 = 0 then 'Draft' when g % 1095 > 60 and g % 7 <> 0 then 'Paid' else 'Open' end as state,
             1 + g % array_length(p.ids, 1) as k, p.ids, p.emails
      from generate_series(1, ${count}) g, partners p
    ),
    numbered as (
      select b.*, extract(year from b.issue)::int as yr,
             case when b.state <> 'Draft' then
               row_number() over (partition by b.state <> 'Draft', extract(year from b.issue) order by b.issue, b.g)
             end as rn
      from base b
    )
    insert into invoice (partner_id, po_number, issue_date, due_date, currency, state, series, year, seq, number,
                         paid_on, ever_sent, sent_at, sent_to, created_at, updated_at)
    select n.ids[n.k], case when n.g % 3 = 0 then null else 'PO-' || (100000 + n.g) end,
           n.issue, n.issue + 30, (array['EUR','USD','GBP','JPY'])[1 + n.g % 4], n.state,
           case when n.rn is not null then 'INV' end, case when n.rn is not null then n.yr end,
           coalesce(c.last, 0) + n.rn,
           case when n.rn is not null then 'INV-' || n.yr || '-' || lpad((coalesce(c.last, 0) + n.rn)::text, 5, '0') end,
           case when n.state = 'Paid' then least(n.issue + 5 + n.g % 40, current_date - 1) end,
           n.state <> 'Draft' and n.emails[n.k] is not null,
           case when n.state <> 'Draft' and n.emails[n.k] is not null then n.issue + time '10:00' end,
           case when n.state <> 'Draft' then n.emails[n.k] end,
           n.issue, n.issue
    from numbered n
    left join document_number c on c.series = 'INV' and c.year = n.yr`);
  // 1 to 20 lines each, of the active line types, priced per currency (JPY in whole yen), with the VAT
  // the demo seller (the Netherlands, 21 %) charges the customer's country: a Dutch customer the standard
  // rate, one elsewhere in the EU the reverse charge, one beyond it none (outside the scope of EU VAT).
  const vatCategory = sql`case when p.country_code = ${demoSeller.countryCode} then 'S'
    when p.country_code in (${sql.join(
      euMemberStates.map((c) => sql`${c}`),
      sql`, `,
    )}) then 'AE' else 'O' end`;
  await db.execute(sql`
    with types as (select array_agg(id order by position, id) as ids from invoice_line_type where is_active)
    insert into invoice_line (invoice_id, position, line_type_id, description, quantity, unit_price, vat_category, vat_rate)
    select i.id, k - 1, t.ids[1 + (i.id + k) % array_length(t.ids, 1)],
           (array['Class seats','Assessment passcodes','Self-paced enrollments','Trainer travel'])[1 + (i.id + k) % 4],
           1 + (i.id * k) % 25,
           case when i.currency = 'JPY' then 1000 * (5 + (i.id * 31 + k * 17) % 120)
                else 100 * (50 + (i.id * 31 + k * 17) % 900) end,
           ${vatCategory},
           case when ${vatCategory} = 'S' then ${demoSeller.vatStandardRate} else 0 end
    from invoice i join partner p on p.id = i.partner_id cross join types t
    cross join lateral generate_series(1, 1 + (i.id * 7919) % 20) k
    where i.id > ${before}`);
  await db.execute(sql`
    insert into document_number (series, year, last)
    select 'INV', year, max(seq) from invoice where series = 'INV' group by year
    on conflict (series, year) do update set last = greatest(document_number.last, excluded.last)`);
}
