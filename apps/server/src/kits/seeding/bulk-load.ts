// The bench's bulk loads: millions of rows go in faster with the tables' secondary indexes dropped and
// rebuilt once after; every area's bench seed loads its rows through this.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/**
 * Runs a bulk load with the tables' secondary indexes dropped and rebuilt after (much faster than
 * updating trigram indexes row by row); the primary keys and the unique code indexes stay.
 */
export async function withoutSecondaryIndexes(db: Db, tables: string[], load: (tx: Db) => Promise<void>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const indexes = await queryRows<{ name: string; definition: string }>(
      tx,
      sql`select i.indexname as name, i.indexdef as definition
          from pg_indexes i join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
          where i.schemaname = current_schema() and i.tablename in ${tables} and not x.indisunique`,
    );
    for (const i of indexes) await tx.execute(sql.raw(`drop index "${i.name}"`));
    await load(tx as Db);
    for (const i of indexes) await tx.execute(sql.raw(i.definition));
  });
}
