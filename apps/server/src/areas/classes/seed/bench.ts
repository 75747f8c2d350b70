// Bench classes: 200,000 classes over two years back and one ahead, taught by the bench trainers (each
// class's lead holds the license its course requires), in a dozen zones, both delivery methods, every
// state (past classes mostly Completed, some never closed; coming ones from Draft to Approved), with
// their sessions (one a course day, instants in the class's zone) and about 3,000,000 registrations (0 to
// 30 a class, in every status, open classes past their capacity waitlisted in arrival order, the seat
// counts on the class agreeing). Set-based statements over generate_series, secondary indexes rebuilt once.
import { classCancellationReasons } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { withoutSecondaryIndexes } from '../../../kits/seeding/bulk-load.js';
import { liveAccount } from '../../accounts/public.js';

export const defaultBenchClasses = 200_000;

/** Zones with the place an in-person class there meets. */
const places = [
  ['America/New_York', 'US', 'Boston'],
  ['America/Chicago', 'US', 'Chicago'],
  ['America/Los_Angeles', 'US', 'San Francisco'],
  ['America/Sao_Paulo', 'BR', 'São Paulo'],
  ['Europe/London', 'GB', 'London'],
  ['Europe/Berlin', 'DE', 'Berlin'],
  ['Europe/Amsterdam', 'NL', 'Amsterdam'],
  ['Asia/Kolkata', 'IN', 'Bengaluru'],
  ['Asia/Shanghai', 'CN', 'Shanghai'],
  ['Asia/Tokyo', 'JP', 'Tokyo'],
  ['Australia/Sydney', 'AU', 'Sydney'],
  ['Europe/Paris', 'FR', 'Paris'],
] as const;

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);

export async function seedBenchClasses(db: Db, count = defaultBenchClasses) {
  const [{ n: existing } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from class`);
  if (existing >= count) return;
  await withoutSecondaryIndexes(db, ['class', 'class_session', 'class_trainer', 'class_registration'], async (tx) => {
    const before = await pools(tx);
    await insertClasses(tx, count - existing);
    await insertSessionsAndTrainers(tx, before);
    await insertRegistrations(tx, before);
  });
}

/**
 * Numbered pools the statements pick from by arithmetic (a join on a number, not an array read per row):
 * the licenses held with a course needing each, and the people who register (no trainers).
 */
async function pools(tx: Db) {
  await tx.execute(sql`
    create temp table bench_hold on commit drop as
    select row_number() over (order by tl.id)::int as n, t.adm_id, co.id as course_id, co.duration_days as days
    from trainer_license tl join trainer t on t.id = tl.trainer_id and t.is_active
    join lateral (select id, duration_days from course c where c.required_license_id = tl.license_id and c.is_active
                  order by c.id limit 1) co on true`);
  await tx.execute(sql`create unique index on bench_hold (n)`);
  await tx.execute(sql`
    create temp table bench_learner on commit drop as
    select row_number() over (order by a.id)::int as n, a.adm_id from account a
    where ${liveAccount('a')}
      and not exists (select 1 from trainer t where t.adm_id = a.adm_id)`);
  await tx.execute(sql`create unique index on bench_learner (n)`);
  const [row] = await queryRows<{ before: number }>(tx, sql`select coalesce(max(id), 0)::int as before from class`);
  return row?.before ?? 0;
}

async function insertClasses(tx: Db, count: number) {
  const zones = textArray(places.map((p) => p[0]));
  const countries = textArray(places.map((p) => p[1]));
  const cities = textArray(places.map((p) => p[2]));
  const reasons = textArray(classCancellationReasons);
  // Registrations a class will have: 0 to 30 (15 on average); a past class's capacity holds them all.
  await tx.execute(sql`
    with holds as (select count(*)::int as n from bench_hold),
         partners as (select array_agg(id order by id) as ids from partner),
    base as (
      select g, h.adm_id, h.course_id, h.days, 1 + g % 12 as z, (g * 13) % 31 as registrations,
             12 + g % 19 as capacity, g % 4 = 3 as virtual,
             current_date - 730 + (g * 37) % 1095 as start_date
      from generate_series(1, ${count}) g cross join holds
      join bench_hold h on h.n = 1 + (g * 7919) % holds.n
    ),
    dated as (
      select b.*, b.start_date + b.days - 1 as end_date,
             case when b.start_date + b.days - 1 < current_date then
                    case when g % 25 < 2 then 'Cancelled' when g % 25 = 2 then 'Approved'
                         when g % 25 = 3 then 'Submitted' else 'Completed' end
                  else case when g % 20 < 2 then 'Cancelled' when g % 20 < 5 then 'Draft'
                            when g % 20 < 11 then 'Submitted' else 'Approved' end end as state
      from base b
    ),
    sized as (
      select d.*, case when d.end_date < current_date or d.state = 'Cancelled'
                         then greatest(d.capacity, d.registrations) else d.capacity end as seats_for
      from dated d
    )
    insert into class (course_id, partner_id, language_id, delivery_method, scope, client_organization, state,
                       is_published, cancellation_reason, time_zone, start_date, end_date, daily_start_time,
                       daily_end_time, starts_at, ends_at, country_code, city, venue, meeting_url, price_amount,
                       currency, capacity, seats_taken, waitlisted, state_changed_at, created_at, updated_at)
    select s.course_id, case when g % 3 = 0 then p.ids[1 + g % array_length(p.ids, 1)] end,
           case when g % 9 = 0 then 'ja' else 'en' end,
           case when s.virtual then 'VirtualClassroom' else 'InPerson' end,
           case when g % 10 = 0 then 'Private' else 'Public' end,
           case when g % 10 = 0 then 'Client Organisation ' || (g % 500) end,
           s.state, s.state in ('Approved', 'Completed') and g % 17 <> 0,
           case when s.state = 'Cancelled' then (${reasons})[1 + g % 14] end,
           (${zones})[s.z], s.start_date, s.end_date,
           case when s.virtual then time '13:00' else time '09:00' end, time '17:00',
           (s.start_date + case when s.virtual then time '13:00' else time '09:00' end) at time zone (${zones})[s.z],
           (s.end_date + time '17:00') at time zone (${zones})[s.z],
           (${countries})[s.z], case when s.virtual then '' else (${cities})[s.z] end,
           case when s.virtual then '' else 'Training Center ' || (g % 40) end,
           case when s.virtual then 'https://meet.example.com/bench-' || g end,
           100 * (500 + g % 900), (array['USD','EUR','GBP'])[1 + g % 3],
           s.seats_for, least(s.registrations, s.seats_for), greatest(0, s.registrations - s.seats_for),
           case when s.state <> 'Draft' then s.start_date - 21 end, s.start_date - 30, s.start_date - 30
    from sized s cross join partners p
    order by g`);
}

async function insertSessionsAndTrainers(tx: Db, before: number) {
  await tx.execute(sql`
    insert into class_session (class_id, session_date, start_time, end_time, starts_at, ends_at)
    select c.id, d::date, c.daily_start_time, c.daily_end_time,
           (d::date + c.daily_start_time) at time zone c.time_zone, (d::date + c.daily_end_time) at time zone c.time_zone
    from class c cross join lateral generate_series(c.start_date, c.end_date, interval '1 day') d
    where c.id > ${before}`);
  // The lead is the hold the class's course was drawn from (the new classes' ids follow g in order),
  // and one class in five has a co-trainer, another hold's trainer.
  await tx.execute(sql`
    with holds as (select count(*)::int as n from bench_hold),
         numbered as (select id, row_number() over (order by id)::int as g from class where id > ${before})
    insert into class_trainer (class_id, adm_id, is_lead)
    select c.id, h.adm_id, true from numbered c cross join holds join bench_hold h on h.n = 1 + (c.g * 7919) % holds.n
    union all
    select c.id, h.adm_id, false from numbered c cross join holds join bench_hold h on h.n = 1 + (c.g * 104729::bigint) % holds.n
    where c.g % 5 = 0
    on conflict do nothing`);
}

async function insertRegistrations(tx: Db, before: number) {
  await tx.execute(sql`
    with learners as (select count(*)::int as n from bench_learner)
    insert into class_registration (class_id, adm_id, status, waitlist_position, registered_at, created_at, updated_at)
    select c.id, bl.adm_id,
           case when k >= c.seats_taken then 'waitlisted'
                when c.state = 'Completed' then
                  (array['complete','complete','complete','attended','incomplete','n/a','deferred','unknown'])[1 + (c.id + k) % 8]
                when c.state = 'Cancelled' then 'deferred'
                when c.end_date < current_date then case when k % 3 = 0 then 'attended' else 'registered' end
                when (c.id + k) % 9 = 0 then 'pending' else 'registered' end,
           case when k >= c.seats_taken then k - c.seats_taken + 1 end,
           least(now(), c.starts_at - (40 - k) * interval '1 day'),
           least(now(), c.starts_at - (40 - k) * interval '1 day'),
           least(now(), c.starts_at - (40 - k) * interval '1 day')
    from class c cross join learners
    cross join lateral generate_series(0, c.seats_taken + c.waitlisted - 1) k
    join bench_learner bl on bl.n = 1 + (c.id::bigint * 7919 + k) % learners.n
    where c.id > ${before}`);
}
