// The Classes list: a page of the classes matching the filters (classFilterWhere, shared with the
// class reports), by the first session's start, newest or oldest first, with its count (exact up to ten pages, the planner's estimate above, flagged).
import type { ClassPage, ClassRow, classSearchBody } from '@eco/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.js';
import { planCount } from '../../kits/lists/counting.js';
import { classFilterWhere } from './class-filter.js';

type SearchBody = z.output<typeof classSearchBody>;

interface RowRaw extends Omit<ClassRow, 'startsAt'> {
  startsAt: string | Date;
  matched: number | null;
}

/** The class table under the alias its filter names. */
const classes = sql`class c`;

export async function searchClasses(db: Db, body: SearchBody): Promise<ClassPage> {
  const where = classFilterWhere(body.filters);
  // A filter the planner expects to match over 5,000 classes (every Submitted one, a month) gets its
  // estimate; the others are counted up to the cap in the page's own statement. Counting 1,001 matches
  // on every page view was half the database time of a page on the 200,000-class bench.
  const count = await planCount(db, classes, where, { selective: false });
  const matched = count.countUpTo
    ? sql`(select count(*)::int from (select 1 from class c where ${where} limit ${count.countUpTo}) m)`
    : sql`null::int`;
  // By the first day then id: the order of the class indexes (start, state and start, delivery and start),
  // so a page reads its hundred rows in order instead of sorting every match.
  const order = body.sort === 'oldest' ? sql`c.start_date asc, c.id asc` : sql`c.start_date desc, c.id desc`;
  // The page's classes are found first, by id (an index walk in order, filtered from the index where it
  // holds the filter's columns), then each of the hundred is read with its course, partner and lead
  // trainer: joined before the limit, every row skipped by the offset looked its lead trainer up too.
  const rows = await queryRows<RowRaw>(
    db,
    sql`select c.id, c.course_id as "courseId", co.code as "courseCode", co.name as "courseName",
               c.start_date::text as "startDate", c.end_date::text as "endDate",
               to_char(c.daily_start_time, 'HH24:MI') as "startTime", to_char(c.daily_end_time, 'HH24:MI') as "endTime",
               c.starts_at as "startsAt", c.time_zone as "timeZone",
               (select a.first_name || ' ' || a.last_name from class_trainer ct join account a on a.adm_id = ct.adm_id
                 where ct.class_id = c.id and ct.is_lead) as "leadTrainerName",
               p.name as "partnerName", c.delivery_method as "deliveryMethod", c.city, c.country_code as "countryCode",
               c.state, c.is_published as "isPublished", c.scope, c.seats_taken as "seatsTaken", c.capacity,
               c.waitlisted, c.client_organization as "clientOrganization", c.version, ${matched} as matched
        from (select c.id from class c where ${where}
              order by ${order}
              limit ${body.pageSize} offset ${(body.page - 1) * body.pageSize}) page
        join class c on c.id = page.id
        join course co on co.id = c.course_id left join partner p on p.id = c.partner_id
        order by ${order}`,
  );
  return {
    results: rows.map(({ matched: _, ...r }) => ({ ...r, startsAt: new Date(r.startsAt).toISOString() })),
    ...(await count.settle(rows[0]?.matched ?? null)),
    page: body.page,
  };
}
