// The Classes list: a page of the classes matching the filters (classFilterWhere, shared with the
// class reports), by the first session's start, newest or oldest first, with its count (exact up to ten pages, the planner's estimate above, flagged).
import type { ClassPage, ClassRow, ClassSearchFilters, classSearchBody } from '@eco/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import { isoInstant } from '../../../db/iso-instant.js';
import { literalInt, queryPrepared } from '../../../db/prepared.js';
import { EXACT_COUNT_CAP, planCount } from '../../../kits/lists/counting.js';
import { classFilterWhere, clientOrganizationNames } from './class-filter.js';

type SearchBody = z.output<typeof classSearchBody>;

/** A row and the page's count up to the cap (left out of the response by the serializer, as undeclared). */
type Row = ClassRow & { matched: number | null };

/** The class table under the alias its filter names. */
const classes = sql`class c`;

/**
 * The ids of a page, in order: one index walk. With several states, or organizations whose names contain
 * the text, one walk a state or a name (their indexes lead with it), each stopping at the page's end, then
 * merged: PostgreSQL 15 cannot walk `state in (...)` in start order, so it read and sorted every match
 * (a prepared statement's generic plan, guessing a month holds a few classes, sorted a month's Submitted
 * and Approved classes for every page: 1.5 ms, the walks 0.2; "organisation 1" sorted 4,400 classes, 1,100 now).
 */
function pageIds(f: ClassSearchFilters, where: SQL, order: SQL, limit: number, offset: number): SQL {
  const page = sql`order by ${order} limit ${literalInt(limit)} offset ${literalInt(offset)}`;
  const walks = walksOf(f);
  if (!walks) return sql`select c.id from class c where ${where} ${page}`;
  return sql`select c.id from (${walks.keys}) k(v)
             cross join lateral (select c.id, c.start_date from class c where ${where} and ${walks.column} = k.v
                                 order by ${order} limit ${literalInt(limit + offset)}) c
             ${page}`;
}

/** What a page is walked by, one value at a time: the organizations' names, or the states. */
function walksOf(f: ClassSearchFilters): { keys: SQL; column: SQL } | undefined {
  if (f.clientOrganization)
    return { keys: clientOrganizationNames(f.clientOrganization), column: sql`c.client_organization` };
  const states = [...new Set(f.states ?? [])];
  if (states.length < 2) return undefined;
  const values = sql.join(
    states.map((s) => sql`${s}`),
    sql`, `,
  );
  return { keys: sql`select unnest(array[${values}]::text[])`, column: sql`c.state` };
}

export async function searchClasses(db: Db, body: SearchBody): Promise<ClassPage> {
  const where = classFilterWhere(body.filters);
  // A filter the planner expects to match over 5,000 classes (every Submitted one, a month) gets its
  // estimate; the others are counted up to the cap in the page's own statement. Counting 1,001 matches
  // on every page view was half the database time of a page on the 200,000-class bench.
  const count = await planCount(db, classes, where, { selective: false });
  const matched = count.countUpTo
    ? sql`(select count(*)::int from (select 1 from class c where ${where} limit ${literalInt(count.countUpTo)}) m)`
    : sql`null::int`;
  // By the first day then id: the order of the class indexes (start, state and start, delivery and start),
  // so a page reads its hundred rows in order instead of sorting every match.
  const order = body.sort === 'oldest' ? sql`c.start_date asc, c.id asc` : sql`c.start_date desc, c.id desc`;
  // The page's classes are found first, by id (an index walk in order, filtered from the index where it
  // holds the filter's columns), then each of the hundred is read with its course and partner; the lead
  // trainer's name is kept on the class (looked up through class_trainer and account, it was a third of
  // the statement's time).
  // The pages whose count is exact (the first ten) run as statements prepared by their filters' shape,
  // so PostgreSQL neither parses nor plans them again; LIMIT and OFFSET are literals for that (db/prepared.ts).
  const offset = (body.page - 1) * body.pageSize;
  const run = offset < EXACT_COUNT_CAP ? queryPrepared : queryRows;
  const rows = await run<Row>(
    db,
    sql`select c.id, c.course_id as "courseId", co.code as "courseCode", co.name as "courseName",
               c.start_date::text as "startDate", c.end_date::text as "endDate",
               to_char(c.daily_start_time, 'HH24:MI') as "startTime", to_char(c.daily_end_time, 'HH24:MI') as "endTime",
               ${isoInstant(sql`c.starts_at`)} as "startsAt", c.time_zone as "timeZone",
               c.lead_trainer_name as "leadTrainerName",
               p.name as "partnerName", c.delivery_method as "deliveryMethod", c.city, c.country_code as "countryCode",
               c.state, c.is_published as "isPublished", c.scope, c.seats_taken as "seatsTaken", c.capacity,
               c.waitlisted, c.client_organization as "clientOrganization", c.version, ${matched} as matched
        from (${pageIds(body.filters, where, order, body.pageSize, offset)}) page
        join class c on c.id = page.id
        join course co on co.id = c.course_id left join partner p on p.id = c.partner_id
        order by ${order}`,
  );
  return {
    results: rows,
    ...(await count.settle(rows[0]?.matched ?? null)),
    page: body.page,
  };
}
