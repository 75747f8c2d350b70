// What Go to finds in the System area: the e-mails sent to an address (exactly, case-insensitively;
// the recipient's trigram index serves it), newest first.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { Finder } from '../../platform/finders.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const systemFinders: Finder[] = [
  {
    kind: 'outboxMessage',
    label: 'E-mails sent',
    access: 'canManageSystemData',
    async find(db, search, limit) {
      if (!search.isEmail) return [];
      const rows = await queryRows<{ id: number; subject: string; to: string; state: string; createdAt: string }>(
        db,
        sql`select id, subject, to_address as "to", state, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as "createdAt"
            from email_outbox where lower(to_address) like ${escapeLike(search.lower)}
            order by id desc limit ${limit}`,
      );
      return rows.map((r) => ({
        kind: 'outboxMessage' as const,
        id: String(r.id),
        label: r.subject,
        detail: `${r.to} · ${r.state} · ${r.createdAt}`,
      }));
    },
  },
];
