// What Go to finds among invoices: one by its number, typed whole ("INV-2026-00025", any case) or as its
// year and sequence ("2026-25"); a credit note's number finds the invoice it credits. Both read the
// unique indexes on (series, year, seq), so the lookup costs the same over any number of invoices.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { Finder } from '../../platform/finders.js';

/** A document number as staff type it: an optional series, the year, the sequence with or without zeros. */
const NUMBER = /^(?:(INV|CN)\s*-?\s*)?(\d{4})\s*-\s*0*(\d{1,9})$/i;

interface Row {
  id: number;
  number: string;
  partner: string;
  state: string;
  creditNote: string | null;
}

export const invoiceFinders: Finder[] = [
  {
    kind: 'invoice',
    label: 'Invoices',
    access: 'canViewInvoices',
    async find(db, search, limit) {
      const match = NUMBER.exec(search.text);
      if (!match) return [];
      const series = match[1]?.toUpperCase();
      const year = Number(match[2]);
      const seq = Number(match[3]);
      const rows = await queryRows<Row>(
        db,
        sql`select i.id, i.number, p.name as partner, i.state, null as "creditNote"
            from invoice i join partner p on p.id = i.partner_id
            where ${series === 'CN' ? sql`false` : sql`(i.series, i.year, i.seq) = ('INV', ${year}, ${seq})`}
            union all
            select i.id, i.number, p.name, i.state, cn.number
            from credit_note cn join invoice i on i.id = cn.invoice_id join partner p on p.id = i.partner_id
            where ${series === 'INV' ? sql`false` : sql`(cn.series, cn.year, cn.seq) = ('CN', ${year}, ${seq})`}
            limit ${limit}`,
      );
      return rows.map((r) => ({
        kind: 'invoice' as const,
        id: String(r.id),
        label: r.creditNote ? `${r.creditNote} — credits ${r.number}` : `${r.number} — ${r.partner}`,
        detail: r.creditNote ? `Credit note · ${r.partner}` : `Invoice · ${r.state}`,
      }));
    },
  },
];
