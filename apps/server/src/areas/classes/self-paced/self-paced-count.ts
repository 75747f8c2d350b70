// The self-paced list's exact total, without counting hundreds of thousands of rows per page: filters on
// course, revoked state and start-date window are answered from the trigger-maintained count tables
// (migrations 0005, 0006); an e-mail filter, which narrows to a few learners, counts the matching rows.
// The total is one SQL expression, so the list asks for it in the same statement as its page.
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { type Bind, type ResolvedFilter, selfPacedWhere, valuesOf } from './self-paced-filter.js';

/** The exact number of enrollments matching `r`, as a scalar SQL expression. */
export function selfPacedTotal(r: ResolvedFilter, bind: Bind): SQL<number> {
  const f = r.filters;
  if (r.learners) {
    return sql<number>`(select count(*)::int from user_online_class where ${selfPacedWhere(r, bind)})`;
  }
  // Online course 0 holds the counts of all courses together.
  const keys = (alias: string) => {
    const table = sql.raw(alias);
    const course = f.onlineCourseId === undefined ? sql`0` : bind('onlineCourseId');
    const revoked = f.isRevoked === undefined ? sql`` : sql` and ${table}.is_revoked = ${sql.raw(String(f.isRevoked))}`;
    return sql`${table}.online_course_id = ${course}${revoked}`;
  };
  const totals = sql`(select coalesce(sum(t.n), 0)::int from user_online_class_count t where ${keys('t')})`;
  if (!f.startDate && !f.endDate) return sql<number>`${totals}`;
  // A window on the start date: sum the days inside it, or the total minus both tails, whichever spans
  // fewer days (the CASE runs only the sub-select it picks).
  const from = f.startDate ? sql`greatest(r.first, ${bind('startDate')}::date)` : sql`r.first`;
  const to = f.endDate ? sql`least(r.last, ${bind('endDate')}::date)` : sql`r.last`;
  return sql<number>`(
    select case
      when w.a is null or w.a > w.b then 0
      when w.b - w.a + 1 <= (w.a - w.first) + (w.last - w.b) then
        (select coalesce(sum(d.n), 0)::int from user_online_class_daily_count d
         where ${keys('d')} and d.start_date between w.a and w.b)
      else ${totals} -
        (select coalesce(sum(d.n), 0)::int from user_online_class_daily_count d
         where ${keys('d')} and (d.start_date < w.a or d.start_date > w.b))
    end
    from (select ${from} as a, ${to} as b, r.first, r.last
          from (select min(d.start_date) as first, max(d.start_date) as last
                from user_online_class_daily_count d where ${keys('d')}) r) w)`;
}

/** The total on its own, for a page past the last row (which carries no total). */
export async function countSelfPaced(db: Db, r: ResolvedFilter) {
  if (r.empty) return 0;
  const [row] = await queryRows<{ n: number }>(db, sql`select ${selfPacedTotal(r, valuesOf(r.params))} as n`);
  return Number(row?.n ?? 0);
}
