// Where a trainer's events are kept: under the `trainer` entity and the trainer row's own id, which a
// merge of its account does not change (the URL names the account's admId, which a merge does).
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import type { HistorySource } from '../../kits/history/read-history.js';

export async function trainerHistorySources(db: Db, admId: string): Promise<HistorySource[]> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from trainer where adm_id = ${admId}`);
  // An account that is not a trainer has no trainer history (as an unknown account has none).
  return row ? [{ entity: 'trainer', entityId: String(row.id) }] : [];
}
