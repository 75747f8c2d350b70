// E-mails to a class's learners (a seat from the waiting list, the class cancelled): the class as the
// e-mails name it, and the messages composed from an e-mail type and queued in the caller's transaction.
import { zoneAbbreviation } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { composeEmails, type EmailType, enqueueEmails } from '../../../platform/mail/index.js';

interface ClassForMail {
  courseName: string;
  days: string;
  times: string;
  timeZone: string;
  startsAt: Date | string;
  place: string;
}

/** The class as the promotion e-mail names it: course, days and times in its zone with the abbreviation, and place. */
export async function classMailValues(tx: Db, classId: number) {
  const [row] = await queryRows<ClassForMail>(
    tx,
    sql`select co.name as "courseName",
               to_char(c.start_date, 'FMDD Mon YYYY') ||
                 case when c.end_date <> c.start_date then ' to ' || to_char(c.end_date, 'FMDD Mon YYYY') else '' end
                 as days,
               to_char(c.daily_start_time, 'HH24:MI') || '-' || to_char(c.daily_end_time, 'HH24:MI') as times,
               c.time_zone as "timeZone", c.starts_at as "startsAt",
               case when c.delivery_method = 'VirtualClassroom' then 'Virtual Classroom'
                    else concat_ws(', ', nullif(c.city, ''), nullif(c.venue, '')) end as place
        from class c join course co on co.id = c.course_id where c.id = ${classId}`,
  );
  if (!row) return { courseName: '', dates: '', place: '' };
  // The zone's abbreviation on the first day (CET, CEST, GMT+8), as the class page shows it.
  const abbreviation = zoneAbbreviation(new Date(row.startsAt), row.timeZone);
  return {
    courseName: row.courseName,
    dates: `${row.days}, ${row.times} ${row.timeZone}${abbreviation ? ` (${abbreviation})` : ''}`,
    place: row.place,
  };
}

/** A learner to tell: the registration, and whom and in which language to write. */
export interface Learner {
  id: number;
  email: string;
  firstName: string;
  languageId: string | null;
}

/** Queues `type`'s e-mail to each learner about class `classId`, with `extra` values beside the class's. */
export async function tellLearners(
  tx: Db,
  classId: number,
  type: EmailType,
  learners: readonly Learner[],
  extra: Record<string, string> = {},
) {
  if (!learners.length) return;
  const values = { ...(await classMailValues(tx, classId)), ...extra };
  const emails = await composeEmails(
    tx,
    type,
    learners.map((l) => ({
      to: l.email,
      languageId: l.languageId,
      values: { ...values, firstName: l.firstName },
      entity: 'class_registration',
      entityId: l.id,
    })),
  );
  await enqueueEmails(tx, emails);
}
