// What the start page counts for System: e-mails that gave up (Failed), which staff can put back in the
// queue from the outbox. Read through the outbox's (state, id) index, counted up to a cap.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { AttentionContributor } from '../../platform/attention.js';

const COUNT_CAP = 1_000;

export const systemAttention: AttentionContributor[] = [
  {
    key: 'failedEmails',
    area: 'system',
    one: 'e-mail failed to send',
    other: 'e-mails failed to send',
    to: '/system',
    search: { state: 'Failed' },
    access: 'canManageSystemData',
    async count(db) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select 1 from email_outbox where state = 'Failed' limit ${COUNT_CAP}) f`,
      );
      return row?.n ?? 0;
    },
  },
];
