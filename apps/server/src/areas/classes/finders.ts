// What Go to finds in the classes area: a class by its id, typed as a number ("127" or "#127"), through
// the primary key; and a self-paced learner by their exact e-mail or admId (the account's unique
// indexes), with how many self-paced enrollments they have (learners without any are left out).
import { formatIsoDay } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { Finder } from '../../platform/finders.js';

const CLASS_ID = /^#?\s*(\d{1,9})$/;

export const classesFinders: Finder[] = [
  {
    kind: 'class',
    label: 'Classes',
    access: 'canViewClasses',
    async find(db, search) {
      const id = CLASS_ID.exec(search.text)?.[1];
      if (!id) return [];
      const rows = await queryRows<{ id: number; code: string; startDate: string; city: string; state: string }>(
        db,
        sql`select c.id, co.code, c.start_date::text as "startDate", c.city, c.state
            from class c join course co on co.id = c.course_id
            where c.id = ${Number(id)}`,
      );
      return rows.map((r) => ({
        kind: 'class' as const,
        id: String(r.id),
        label: `#${r.id} — ${r.code}, ${formatIsoDay(r.startDate)}`,
        detail: ['Class', r.city, r.state].filter(Boolean).join(' · '),
      }));
    },
  },
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
