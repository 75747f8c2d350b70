// The "needs closing" view: classes whose last session ended more than two days ago and that nobody has
// yet marked Completed or Cancelled, with how many seat holders still lack an attendance status.
import type { ClassNeedingClosing } from '@eco/contract';
import { classAttendedStatuses } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { isoInstant } from '../../../db/iso-instant.js';
import { dateText } from '../../../kits/lists/row-values.js';
import { displayName } from '../../accounts/public.js';

/** A class's last session ended before this long ago: two days leave time to record attendance. */
const GRACE = sql`interval '2 days'`;

/**
 * Open classes that ended before the grace. The start-date bound is implied (a class ending two days ago
 * started, in any zone, before today) and lets the (state, start date) index find them.
 */
export const needsClosingWhere = sql`c.state in ('Draft', 'Submitted', 'Approved') and c.start_date < current_date
  and c.ends_at < now() - ${GRACE}`;

const attended = sql.join(
  classAttendedStatuses.map((s) => sql`${s}`),
  sql`, `,
);

export function classesNeedingClosing(db: Db): Promise<ClassNeedingClosing[]> {
  return queryRows<ClassNeedingClosing>(
    db,
    sql`select c.id, co.code as "courseCode", co.name as "courseName",
               ${dateText(sql`c.start_date`)} as "startDate", ${dateText(sql`c.end_date`)} as "endDate",
               ${isoInstant(sql`c.ends_at`)} as "endsAt", c.time_zone as "timeZone", c.state,
               ${displayName('a')} as "leadTrainerName",
               c.seats_taken as registrations,
               (select count(*)::int from class_registration r
                where r.class_id = c.id and r.status <> 'waitlisted' and r.status not in (${attended}))
                 as "withoutAttendance"
        from class c
        join course co on co.id = c.course_id
        left join class_trainer t on t.class_id = c.id and t.is_lead
        left join account a on a.adm_id = t.adm_id
        where ${needsClosingWhere}
        order by c.ends_at, c.id
        limit 1000`,
  );
}
