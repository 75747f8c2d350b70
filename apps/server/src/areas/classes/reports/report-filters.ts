// What a class report says about itself: the filters it used, in words (the course and trainer by name,
// not by id), and how its dates and times are to be read, so a file opened months later still tells
// what it holds.
import type { ClassSearchFilters } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { displayName } from '../../accounts/public.js';

const yesNo = (v: boolean | null | undefined, yes: string, no: string) =>
  v === true ? yes : v === false ? no : undefined;

async function nameOf(db: Db, query: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ name: string }>(db, query);
  return row?.name;
}

/** The filters in words, one phrase each; every default spelled out too, as it narrows the report. */
export async function describeFilters(db: Db, f: ClassSearchFilters): Promise<string> {
  const course = f.courseType
    ? ((await nameOf(db, sql`select code || ' ' || name as name from course where id = ${f.courseType}`)) ??
      `course ${f.courseType}`)
    : undefined;
  const trainer = f.trainerAdmId
    ? ((await nameOf(db, sql`select ${displayName()} as name from account where adm_id = ${f.trainerAdmId}`)) ??
      f.trainerAdmId)
    : undefined;
  const parts = [
    f.startDate || f.endDate
      ? `first day from ${f.startDate ?? 'any day'} to ${f.endDate ?? 'any day'}`
      : 'first day any day',
    f.states.length > 0 ? `state ${f.states.join(' or ')}` : 'any state',
    course && `course ${course}`,
    trainer && `trainer ${trainer}`,
    f.includeBetaCourses ? 'beta courses included' : 'beta courses left out',
    yesNo(f.isCancelled, 'cancelled only', 'not cancelled'),
    yesNo(f.isPublished, 'published only', 'unpublished only'),
    f.scope && `scope ${f.scope}`,
    f.clientOrganization && `client organization contains "${f.clientOrganization}"`,
  ];
  return `Filters: ${parts.filter(Boolean).join('; ')}.`;
}

/** How the report's dates and times read: each class's own calendar and clock. */
export const ZONE_NOTE =
  "Dates and times are each class's own, in its time zone (column Time zone); the first day is the class's first session day there. Timestamps (registered, redeemed) are UTC.";

export const generatedNote = (at: Date) => `Generated ${at.toISOString()} (UTC).`;
