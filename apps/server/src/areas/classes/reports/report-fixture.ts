// For the class reports' and course stats' tests: a course of their own with classes, trainers,
// registrations and passcodes, written to the database directly so a test knows every value.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(db, query);
  return row as T;
}

export async function account(db: Db, email: string, firstName: string, lastName: string) {
  return (
    await one<{ admId: string }>(
      db,
      sql`insert into account (email, first_name, last_name) values (${email}, ${firstName}, ${lastName})
          returning adm_id as "admId"`,
    )
  ).admId;
}

export interface ReportClass {
  state: 'Draft' | 'Submitted' | 'Approved' | 'Completed' | 'Cancelled';
  startDate: string;
  endDate: string;
  timeZone: string;
  capacity: number;
  clientOrganization?: string;
  isPublished?: boolean;
}

/** A class of `courseId` from 09:00 to 17:00 each day in its zone, led by `lead`. */
export async function reportClass(db: Db, courseId: number, lead: string, c: ReportClass) {
  const { id } = await one<{ id: number }>(
    db,
    sql`insert into class (course_id, delivery_method, state, is_published, time_zone, start_date, end_date,
                           starts_at, ends_at, city, country_code, capacity, client_organization, price_amount, currency)
        values (${courseId}, 'InPerson', ${c.state}, ${c.isPublished ?? false}, ${c.timeZone}, ${c.startDate}, ${c.endDate},
                (${c.startDate}::date + time '09:00') at time zone ${c.timeZone},
                (${c.endDate}::date + time '17:00') at time zone ${c.timeZone},
                'Lisbon', 'PT', ${c.capacity}, ${c.clientOrganization ?? null}, 120050, 'EUR')
        returning id`,
  );
  await db.execute(sql`insert into class_session (class_id, session_date, start_time, end_time, starts_at, ends_at)
    select ${id}, d::date, '09:00', '17:00', (d::date + time '09:00') at time zone ${c.timeZone},
           (d::date + time '17:00') at time zone ${c.timeZone}
    from generate_series(${c.startDate}::date, ${c.endDate}::date, interval '1 day') d`);
  await db.execute(sql`insert into class_trainer (class_id, adm_id, is_lead) values (${id}, ${lead}, true)`);
  return id;
}

/** A registration; a passcode too when `passcode` is given (redeemed when `redeemedAt` is). */
export async function register(
  db: Db,
  classId: number,
  admId: string,
  status: string,
  passcode?: { code: string; redeemedAt?: string },
) {
  const position =
    status === 'waitlisted'
      ? sql`(select count(*) + 1 from class_registration where class_id = ${classId} and status = 'waitlisted')`
      : sql`null`;
  const { id } = await one<{ id: number }>(
    db,
    sql`insert into class_registration (class_id, adm_id, status, waitlist_position)
        values (${classId}, ${admId}, ${status}, ${position}) returning id`,
  );
  const seat = status === 'waitlisted' ? sql`waitlisted = waitlisted + 1` : sql`seats_taken = seats_taken + 1`;
  await db.execute(sql`update class set ${seat} where id = ${classId}`);
  if (passcode) {
    await db.execute(sql`with p as (insert into passcode (code, sku, class_id, adm_id, redeemed_at)
                                    values (${passcode.code}, 'PSM-TEST', ${classId}, ${admId}, ${passcode.redeemedAt ?? null})
                                    returning id)
                         update class_registration set passcode_id = (select id from p) where id = ${id}`);
  }
  return id;
}

export async function reportCourse(db: Db, tag: string, isBeta = false) {
  return (
    await one<{ id: number }>(
      db,
      sql`insert into course (code, name, is_beta) values (${`RPT-${tag}`}, ${`Report course ${tag}`}, ${isBeta})
          returning id`,
    )
  ).id;
}
