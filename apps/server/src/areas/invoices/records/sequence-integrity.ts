// The sequence integrity check: per document series and year, how many documents carry a number, the
// first and last, the numbers missing (including any the counter gave out that no document holds) and
// the numbers held twice. Invoices and credit notes are read together; each has its own series.
import type { SequenceIntegrity } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { inTurn } from '../../../platform/in-turn.js';

/** Gap ranges listed per series and year; the count of missing numbers is always whole. */
const MAX_GAPS = 100;

const numbered = sql`(select series, year, seq from invoice where seq is not null
  union all select series, year, seq from credit_note)`;

interface Summary {
  series: string;
  year: number;
  count: number;
  first: number | null;
  last: number | null;
  lastIssued: number | null;
}

export async function sequenceIntegrity(db: Db): Promise<SequenceIntegrity> {
  const [summaries, gaps, duplicates] = await inTurn(
    queryRows<Summary>(
      db,
      sql`select coalesce(d.series, n.series) as series, coalesce(d.year, n.year) as year,
            coalesce(d.count, 0)::int as count, d.first, d.last, n.last as "lastIssued"
          from (select series, year, count(*) as count, min(seq) as first, max(seq) as last
                from ${numbered} x group by series, year) d
          full join document_number n on n.series = d.series and n.year = d.year
          order by 1, 2`,
    ),
    // Between consecutive numbers held, before the first, and after the last up to the counter's last.
    queryRows<{ series: string; year: number; from: number; to: number }>(
      db,
      sql`with held as (select distinct series, year, seq from ${numbered} x),
          bounds as (select series, year, 0 as seq from held group by series, year
                     union select series, year, last + 1 from document_number
                     union select h.series, h.year, max(h.seq) + 1 from held h
                       where not exists (select 1 from document_number n where n.series = h.series and n.year = h.year)
                       group by h.series, h.year),
          points as (select * from held union select * from bounds),
          steps as (select series, year, seq, lead(seq) over (partition by series, year order by seq) as next from points)
          select series, year, seq + 1 as "from", next - 1 as "to" from steps
          where next > seq + 1 and next - 1 >= 1
          order by series, year, seq`,
    ),
    queryRows<{ series: string; year: number; seq: number }>(
      db,
      sql`select series, year, seq from ${numbered} x group by series, year, seq having count(*) > 1 order by 1, 2, 3`,
    ),
  );
  return {
    sequences: summaries.map((s) => {
      const mine = <T extends { series: string; year: number }>(r: T) => r.series === s.series && r.year === s.year;
      return {
        ...s,
        gaps: gaps
          .filter(mine)
          .slice(0, MAX_GAPS)
          .map((g) => ({ from: g.from, to: g.to })),
        duplicates: duplicates.filter(mine).map((d) => d.seq),
      };
    }),
  };
}
