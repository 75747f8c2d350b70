// A partner's statement: its Open invoices with what is still owed on each (the gross less what its
// credit notes credit, VAT included: migration 0045's functions), aged by days past the due date into the
// usual buckets, summed per currency. Computed in the database on its own date, so every instance ages alike.
import { type AgingBucket, agingBuckets, type PartnerStatement } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';

/** 0 days past due (due today) is in the first bucket; a negative count is not due yet. */
export function bucketOf(daysPastDue: number): AgingBucket {
  if (daysPastDue < 0) return 'notDue';
  if (daysPastDue <= 30) return 'days0to30';
  if (daysPastDue <= 60) return 'days31to60';
  if (daysPastDue <= 90) return 'days61to90';
  return 'over90';
}

export async function partnerStatement(db: Db, partnerId: number): Promise<PartnerStatement> {
  const rows = await queryRows<{
    id: number;
    number: string | null;
    issueDate: string | null;
    dueDate: string | null;
    currency: string;
    balance: string;
    daysPastDue: number;
    asOf: string;
  }>(
    db,
    sql`select i.id, i.number, i.issue_date::text as "issueDate", i.due_date::text as "dueDate", i.currency,
          (invoice_lines_total(i.id) - invoice_credited_total(i.id))::text as balance,
          (current_date - coalesce(i.due_date, i.issue_date, current_date))::int as "daysPastDue",
          current_date::text as "asOf"
        from invoice i
        where i.partner_id = ${partnerId} and i.state = 'Open'
        order by coalesce(i.due_date, i.issue_date), i.id`,
  );
  const [today] = rows.length ? rows : await queryRows<{ asOf: string }>(db, sql`select current_date::text as "asOf"`);
  const invoices = rows
    .map((r) => ({ ...r, balance: Number(r.balance), bucket: bucketOf(r.daysPastDue) }))
    .filter((r) => r.balance !== 0)
    .map(({ asOf: _, ...r }) => r);
  const byCurrency = new Map<string, PartnerStatement['aging'][number]>();
  for (const invoice of invoices) {
    const sums =
      byCurrency.get(invoice.currency) ??
      ({
        currency: invoice.currency,
        total: 0,
        ...Object.fromEntries(agingBuckets.map((b) => [b, 0])),
      } as PartnerStatement['aging'][number]);
    sums[invoice.bucket] += invoice.balance;
    sums.total += invoice.balance;
    byCurrency.set(invoice.currency, sums);
  }
  return {
    asOf: today?.asOf as string,
    invoices,
    aging: [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
