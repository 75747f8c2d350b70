// Demo classes: the in-person classes behind each demo trainer's face-to-face record (as many Completed
// classes in a year as the record counts, so the daily job's recount agrees with it), and the classes
// of the weeks around today, in person and virtual, with learners registered in every status, so the
// F2F registrations report has rows. Then the renewal reminders the license schedules have called for
// so far, as the daily job would have sent them, so trainer pages show reminders sent.
import { sql } from 'drizzle-orm';
import { sendDueReminders } from '../areas/trainers/license-job.js';
import { daysBefore } from '../areas/trainers/license-timeline.js';
import { type Db, queryRows } from '../db/client.js';
import { classes, classRegistrations, classTrainers } from '../db/schema/index.js';
import { prng } from './catalogue-data.js';

/** Cities where in-person classes meet, by country, with the zone the class runs in. */
const places: Record<string, { city: string; venue: string; timeZone: string }[]> = {
  US: [
    { city: 'Boston', venue: 'Seaport Training Center', timeZone: 'America/New_York' },
    { city: 'Chicago', venue: 'Loop Conference Rooms', timeZone: 'America/Chicago' },
    { city: 'San Francisco', venue: 'Mission Bay Hub', timeZone: 'America/Los_Angeles' },
  ],
  GB: [{ city: 'London', venue: 'Shoreditch Works', timeZone: 'Europe/London' }],
  DE: [{ city: 'Berlin', venue: 'Kreuzberg Forum', timeZone: 'Europe/Berlin' }],
  NL: [{ city: 'Amsterdam', venue: 'Zuidas Learning Center', timeZone: 'Europe/Amsterdam' }],
  IN: [{ city: 'Bengaluru', venue: 'Koramangala Hall', timeZone: 'Asia/Kolkata' }],
  JP: [{ city: 'Tokyo', venue: 'Marunouchi Seminar Room', timeZone: 'Asia/Tokyo' }],
  AU: [{ city: 'Sydney', venue: 'Barangaroo Studio', timeZone: 'Australia/Sydney' }],
  BR: [{ city: 'São Paulo', venue: 'Paulista Centro', timeZone: 'America/Sao_Paulo' }],
  FR: [{ city: 'Paris', venue: 'La Défense Campus', timeZone: 'Europe/Paris' }],
};
const countries = Object.keys(places);

interface ClassPlan {
  courseId: number;
  lead: string;
  coTrainer?: string;
  deliveryMethod: 'InPerson' | 'VirtualClassroom';
  state: 'Draft' | 'Submitted' | 'Approved' | 'Completed' | 'Cancelled';
  startDate: string;
  days: number;
  country: string;
  capacity: number;
}

async function insertClass(tx: Db, p: ClassPlan, rnd: ReturnType<typeof prng>) {
  const place = rnd.pick(places[p.country] ?? places.US ?? []);
  const endDate = daysBefore(p.startDate, -(p.days - 1));
  const timeZone = p.deliveryMethod === 'InPerson' ? place.timeZone : 'UTC';
  const [row] = await tx
    .insert(classes)
    .values({
      courseId: p.courseId,
      deliveryMethod: p.deliveryMethod,
      state: p.state,
      isPublished: p.state === 'Approved' || p.state === 'Completed',
      cancellationReason: p.state === 'Cancelled' ? 'Trainer unavailable' : null,
      timeZone,
      startDate: p.startDate,
      endDate,
      startsAt: sql`(${p.startDate}::date + time '09:00') at time zone ${timeZone}`,
      endsAt: sql`(${endDate}::date + time '17:00') at time zone ${timeZone}`,
      countryCode: p.deliveryMethod === 'InPerson' ? p.country : null,
      city: p.deliveryMethod === 'InPerson' ? place.city : '',
      venue: p.deliveryMethod === 'InPerson' ? place.venue : '',
      priceAmount: 119_500,
      currency: 'USD',
      capacity: p.capacity,
    })
    .returning({ id: classes.id });
  if (!row) return null;
  await tx
    .insert(classTrainers)
    .values([
      { classId: row.id, admId: p.lead, isLead: true },
      ...(p.coTrainer && p.coTrainer !== p.lead ? [{ classId: row.id, admId: p.coTrainer, isLead: false }] : []),
    ]);
  return row.id;
}

/** Registrations of `count` learners, in statuses that fit the class's state. */
async function register(tx: Db, classId: number, state: string, learners: string[], rnd: ReturnType<typeof prng>) {
  const done = ['complete', 'complete', 'complete', 'attended', 'incomplete', 'n/a'] as const;
  const open = ['registered', 'registered', 'registered', 'pending', 'waitlisted', 'deferred'] as const;
  const pool = state === 'Completed' ? done : open;
  const picked = [...new Set(learners.map(() => rnd.pick(learners)))];
  if (!picked.length) return;
  await tx.insert(classRegistrations).values(
    picked.map((admId) => ({
      classId,
      admId,
      status: state === 'Cancelled' ? ('deferred' as const) : rnd.pick([...pool]),
    })),
  );
}

export async function seedDemoClasses(tx: Db) {
  const rnd = prng(1414);
  const courses = await queryRows<{ id: number; days: number }>(
    tx,
    sql`select id, duration_days as days from course where is_active order by id`,
  );
  const years = await queryRows<{ adm_id: string; year: number; completed: number; country_code: string | null }>(
    tx,
    sql`select t.adm_id, f.year, f.completed, a.country_code from trainer_f2f_year f
        join trainer t on t.id = f.trainer_id join account a on a.adm_id = t.adm_id
        where f.completed > 0 order by t.id, f.year`,
  );
  const learners = (
    await queryRows<{ adm_id: string }>(
      tx,
      sql`select adm_id from account a where email !~ '@(example\\.com|eco-training\\.example)$' and deleted_at is null
          and merged_into_adm_id is null and not exists (select 1 from trainer t where t.adm_id = a.adm_id)
          order by email limit 200`,
    )
  ).map((r) => r.adm_id);
  if (!courses.length || !years.length) return;
  const today = new Date().toISOString().slice(0, 10);
  const trainersOf = [...new Set(years.map((y) => y.adm_id))];
  const countryOf = (admId: string) => {
    const code = years.find((y) => y.adm_id === admId)?.country_code ?? '';
    return places[code] ? code : rnd.pick(countries);
  };

  // The classes each trainer's F2F record counts: Completed, in person, ended before today in that year.
  for (const y of years) {
    for (let n = 0; n < y.completed; n++) {
      const course = rnd.pick(courses);
      const lastDay = y.year < Number(today.slice(0, 4)) ? `${y.year}-12-20` : daysBefore(today, 7);
      const start = daysBefore(lastDay, rnd.int(course.days, Math.max(course.days, 300)));
      const startDate = start.slice(0, 4) === String(y.year) ? start : `${y.year}-01-10`;
      const id = await insertClass(
        tx,
        {
          courseId: course.id,
          lead: y.adm_id,
          deliveryMethod: 'InPerson',
          state: 'Completed',
          startDate,
          days: course.days,
          country: countryOf(y.adm_id),
          capacity: 20,
        },
        rnd,
      );
      if (id) await register(tx, id, 'Completed', learners.slice(0, rnd.int(4, 14)), rnd);
    }
  }

  // The weeks around today: in person and virtual, some with a co-trainer, in every state.
  const states = ['Submitted', 'Approved', 'Approved', 'Draft', 'Cancelled'] as const;
  for (let n = 0; n < 24; n++) {
    const course = rnd.pick(courses);
    const lead = rnd.pick(trainersOf);
    const inPerson = n % 4 !== 3;
    const startDate = daysBefore(today, -rnd.int(3, 75));
    const state = rnd.pick([...states]);
    const id = await insertClass(
      tx,
      {
        courseId: course.id,
        lead,
        coTrainer: n % 5 === 0 ? rnd.pick(trainersOf) : undefined,
        deliveryMethod: inPerson ? 'InPerson' : 'VirtualClassroom',
        state,
        startDate,
        days: course.days,
        country: countryOf(lead),
        capacity: rnd.pick([12, 16, 20, 24]),
      },
      rnd,
    );
    const offset = rnd.int(0, Math.max(0, learners.length - 20));
    if (id && state !== 'Draft') await register(tx, id, state, learners.slice(offset, offset + rnd.int(3, 18)), rnd);
  }

  // The reminders the schedules have called for by today, as the daily job would have queued them.
  await sendDueReminders(tx, new Date(), 'Scrum');
}
