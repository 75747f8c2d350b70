// What Go to finds among self-paced students: a learner by their exact e-mail or admId (the account's
// unique indexes), with how many self-paced enrollments they have; learners without any are left out.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { Finder } from '../../platform/finders.js';

export const classesFinders: Finder[] = [
  {
    kind: 'selfPacedStudent',
    label: 'Self-paced students',
    access: 'canViewUserOnlineClasses',
    async find(db, search) {
      if (!search.isEmail && !search.uuid) return [];
      const who = search.uuid ? sql`a.adm_id = ${search.uuid}` : sql`lower(a.email) = ${search.lower}`;
      const rows = await queryRows<{ email: string; firstName: string; lastName: string; n: number }>(
        db,
        sql`select a.email, a.first_name as "firstName", a.last_name as "lastName", e.n
            from account a
            cross join lateral (select count(*)::int as n from user_online_class u where u.adm_id = a.adm_id) e
            where ${who} and e.n > 0`,
      );
      return rows.map((r) => ({
        kind: 'selfPacedStudent' as const,
        id: r.email,
        label: `${r.firstName} ${r.lastName}`.trim() || r.email,
        detail: `${r.email} · ${r.n} self-paced ${r.n === 1 ? 'enrollment' : 'enrollments'}`,
      }));
    },
  },
];
