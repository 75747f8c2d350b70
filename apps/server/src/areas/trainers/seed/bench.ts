// Bench trainers: 100,000 of the bench people become trainers, holding 300,000 licenses (three each,
// distinct) spread over every renewal state, with one or two languages and a face-to-face record for
// last year and this year. Set-based statements: generate_series over the people, a state computed the
// way the daily license job writes it (renewal window 3 calendar months, due 30 days, grace 30 days).
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { withoutSecondaryIndexes } from '../../../kits/seeding/bulk-load.js';
import { liveAccount } from '../../accounts/public.js';

export interface BenchTrainersSize {
  trainers: number;
  /** Licenses held in all (at most three per trainer). */
  licensesHeld: number;
}

export const defaultBenchTrainers: BenchTrainersSize = { trainers: 100_000, licensesHeld: 300_000 };

const zones = [
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Amsterdam',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'UTC',
];

export async function seedBenchTrainers(db: Db, size: BenchTrainersSize = defaultBenchTrainers) {
  const [{ n: existing } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from trainer`);
  if (existing >= size.trainers) return;
  await withoutSecondaryIndexes(db, ['trainer', 'trainer_license', 'trainer_f2f_year'], (tx) =>
    insertTrainers(tx, size.trainers - existing, size.licensesHeld),
  );
}

async function insertTrainers(db: Db, count: number, licensesHeld: number) {
  const zoneList = sql.raw(`array[${zones.map((z) => `'${z}'`).join(',')}]`);
  // Every third live person not yet a trainer, in id order, up to the count;
  // the trigger copies each one's name and e-mail for the list's order and search.
  await db.execute(sql`
    insert into trainer (adm_id, is_active, bio, time_zone, created_at, updated_at)
    select a.adm_id, a.id % 10 <> 0, '', (${zoneList})[1 + a.id % ${zones.length}],
           now() - (a.id % 1500) * interval '1 day', now() - (a.id % 1500) * interval '1 day'
    from account a
    where ${liveAccount('a')} and a.id % 3 = 1
      and not exists (select 1 from trainer t where t.adm_id = a.adm_id)
    order by a.id
    limit ${count}`);
  await db.execute(sql`
    insert into trainer_language (trainer_id, language_id)
    select id, 'en' from trainer
    union all select id, (array['zh','ja'])[1 + id % 2] from trainer where id % 4 = 0
    on conflict do nothing`);
  // Three distinct licenses a trainer (by position in the catalogue), each expiring somewhere between
  // 400 days ago and 800 days ahead, so every state has tens of thousands of holders.
  await db.execute(sql`
    with lic as (select array_agg(id order by id) as ids from license where is_active),
         held as (
           select t.id as trainer_id, k,
                  (select ids[1 + (t.id * 7 + k * 3) % array_length(ids, 1)] from lic) as license_id,
                  date_trunc('day', now()) + ((t.id * 37 + k * 211) % 1200 - 400) * interval '1 day'
                    + interval '23 hours 59 minutes 59 seconds' as expires_at
           from trainer t, generate_series(0, 2) as k
           order by t.id, k
           limit ${licensesHeld})
    insert into trainer_license (trainer_id, license_id, granted_on, expires_at, renewal_state, state_changed_at)
    select trainer_id, license_id, (expires_at - interval '2 years')::date, expires_at,
           case when expires_at + interval '30 days' < now() then 'expired'
                when expires_at < now() then 'grace'
                when expires_at - interval '30 days' < now() then 'due'
                when expires_at - interval '3 months' < now() then 'renewalOpen'
                else 'current' end,
           now()
    from held
    on conflict (trainer_id, license_id) do nothing`);
  // Last year mostly met; this year under way; one in forty exempt this year for a stated reason (an
  // exemption is the exception: a leave, an approved online-only year).
  await db.execute(sql`
    insert into trainer_f2f_year (trainer_id, year, required, completed, exempt_reason, exempt_until)
    select id, extract(year from now())::int - 1, 2, (id * 13) % 5, null, null from trainer
    union all
    select id, extract(year from now())::int, 2, (id * 7) % 4,
           case when id % 40 = 0 then 'Parental leave' end,
           case when id % 40 = 0 then make_date(extract(year from now())::int, 12, 31) end
    from trainer
    on conflict (trainer_id, year) do nothing`);
}
