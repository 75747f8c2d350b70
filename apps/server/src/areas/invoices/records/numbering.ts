// Gapless document numbers per series and year. The counter row is bumped by an upsert inside the
// transaction that issues the document: the row lock makes concurrent takers (on any server instance)
// wait their turn, and a rollback gives the number back, so numbers are never skipped nor reused.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';

export type DocumentSeries = 'INV' | 'CN';

/** Takes the next number of `series` in `year`; call it inside the issuing transaction. */
export async function takeNumber(tx: Db, series: DocumentSeries, year: number): Promise<number> {
  const [row] = await queryRows<{ last: number }>(
    tx,
    sql`insert into document_number (series, year, last) values (${series}, ${year}, 1)
        on conflict (series, year) do update set last = document_number.last + 1
        returning last`,
  );
  if (!row) throw new Error('the document counter returned no row');
  return row.last;
}
