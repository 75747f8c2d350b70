// The sync part's audit example: a failed item asked for again.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.js';
import type { AuditExamples } from '../../../platform/audit-examples.js';

export const syncAuditExamples: AuditExamples<'questions'> = {
  retrySyncItem: async ({ db }) => {
    // The item names a parent category that does not exist: the worker fails it at once, retried or not.
    const [item] = await queryRows<{ id: number }>(
      db,
      sql`insert into question_sync_item (kind, entity_id, state, attempts, last_error)
          values ('parent-category', 2147483000, 'Failed', 6, 'Audit: failed') returning id`,
    );
    return { params: { id: item?.id ?? 0 } };
  },
};
