// The class page: the record with its course, partner, registration counts by status and the states
// it may move to next (from the contract's one table of transitions).
import { type ClassDetails, classTransitions } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { notFound } from '../../../platform/errors.js';
import { findClassRow, readSessions, readTrainers, recordOf } from './class-read.js';

export async function classDetails(db: Db, id: number): Promise<ClassDetails> {
  const row = await findClassRow(db, id);
  if (!row) throw notFound('Class');
  const [names] = await queryRows<{ courseCode: string; courseName: string; partnerName: string | null }>(
    db,
    sql`select co.code as "courseCode", co.name as "courseName", p.name as "partnerName"
        from class c join course co on co.id = c.course_id left join partner p on p.id = c.partner_id
        where c.id = ${id}`,
  );
  const counts = await queryRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from class_registration where class_id = ${id} group by status`,
  );
  return {
    ...recordOf(row, await readSessions(db, id), await readTrainers(db, id)),
    courseCode: names?.courseCode ?? '',
    courseName: names?.courseName ?? '',
    partnerName: names?.partnerName ?? null,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    stateChangedAt: row.stateChangedAt ? new Date(row.stateChangedAt).toISOString() : null,
    registrationCounts: Object.fromEntries(counts.map((c) => [c.status, c.n])),
    allowedNextStates: [...classTransitions[row.state]],
  };
}
