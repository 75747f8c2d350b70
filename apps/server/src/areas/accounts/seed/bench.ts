// Bench people: the accounts table filled up to a million with believable, distinct people, in one
// set-based statement (generate_series). Row g takes first name g mod 100 and last name (g / 100) mod
// 100, so every pair of names appears; the number after the names is g / 10,000, which makes each
// e-mail unique by construction (never a collision, the same on every run). Before them, the bench
// learners (seedBenchAccounts) the codes, self-paced enrollments and classes are about.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { withoutSecondaryIndexes } from '../../../kits/seeding/bulk-load.js';

const firstNames = (
  'James,Mary,Robert,Patricia,John,Jennifer,Michael,Linda,David,Elizabeth,William,Barbara,Richard,' +
  'Susan,Joseph,Jessica,Thomas,Sarah,Charles,Karen,Aisha,Mohammed,Fatima,Ali,Yusuf,Leila,Omar,Noor,' +
  'Hassan,Zainab,Wei,Li,Jing,Hiroshi,Yuki,Haruto,Sakura,Min-jun,Ji-woo,Seo-yeon,Priya,Arjun,Ananya,' +
  'Rahul,Divya,Vikram,Sanjay,Kavya,Rohan,Meera,Lukas,Anna,Jonas,Lena,Felix,Sophie,Maximilian,Marie,' +
  'Paul,Emma,Mateo,Sofia,Santiago,Valentina,Diego,Camila,Javier,Lucia,Carlos,Isabella,Oluwaseun,' +
  'Chiamaka,Kwame,Amara,Tendai,Nia,Kofi,Zuri,Sipho,Ayodele,Pieter,Sanne,Daan,Femke,Lars,Ingrid,' +
  'Mikael,Astrid,Olav,Freya,Ivan,Olga,Dmitri,Katarzyna,Piotr,Zofia,Tomasz,Elena,Andrei,Ioana'
).split(',');

const lastNames = (
  'Smith,Johnson,Williams,Brown,Jones,Miller,Davis,Wilson,Anderson,Taylor,Moore,Jackson,Martin,Lee,' +
  'Thompson,White,Harris,Clark,Lewis,Walker,Garcia,Martinez,Rodriguez,Lopez,Gonzalez,Hernandez,' +
  'Perez,Sanchez,Ramirez,Torres,Khan,Ahmed,Hussain,Rahman,Haddad,Nasser,Farouk,Aziz,Saleh,Mansour,' +
  'Wang,Zhang,Liu,Chen,Yang,Tanaka,Suzuki,Sato,Kim,Park,Sharma,Patel,Singh,Kumar,Gupta,Reddy,Iyer,' +
  'Nair,Desai,Joshi,Mueller,Schmidt,Schneider,Fischer,Weber,Meyer,Wagner,Becker,Hoffmann,Koch,' +
  'Okafor,Adeyemi,Mensah,Okonkwo,Banda,Mwangi,Dlamini,Nkosi,Owusu,Eze,de Vries,Jansen,van Dijk,' +
  'Bakker,Visser,Larsen,Hansen,Nielsen,Johansson,Berg,Novak,Kowalski,Nowak,Ivanov,Petrov,Popescu,' +
  'Horvat,Kovacs,Rossi,Dubois'
).split(',');

const domains = (
  'gmail.com,outlook.com,yahoo.com,hotmail.com,icloud.com,proton.me,acme-training.example.com,' +
  'globex.example.org,initech.example.net,university.example.edu,agency.example.gov,' +
  'consulting.example.co.uk'
).split(',');

const literal = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** How an e-mail's local part spells the whole names ("mary.smith", "mary_smith"), so none collide. */
const local = (first: string, last: string) =>
  `case when g % 3 = 0 then ${first} || '_' || ${last} else ${first} || '.' || ${last} end`;

/**
 * Adds people until the accounts table holds `total` (the demo accounts and bench learners count):
 * staff-made and self-registered accounts over five years, most verified, 70% having signed in, a few
 * blocked.
 */
export async function seedBenchPeople(db: Db, total: number) {
  const [{ n: existing } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from account`);
  const count = total - existing;
  if (count <= 0) return;
  // Trigram indexes are rebuilt once after the load instead of row by row.
  await withoutSecondaryIndexes(db, ['account'], (tx) => insertPeople(tx, count));
}

async function insertPeople(db: Db, count: number) {
  const asEmail = (expr: string) => `replace(lower(${expr}), ' ', '')`;
  await db.execute(
    sql.raw(`
    insert into account (email, first_name, last_name, country_code, email_verified, is_blocked, blocked_reason,
                         blocked_at, created_at, updated_at, last_sign_in_at)
    select ${local(asEmail('f'), asEmail('l'))} || case when g / 10000 > 0 then (g / 10000)::text else '' end
             || '@' || (${literal(domains)})[1 + (g / 7) % ${domains.length}],
           f, l, (array['US','GB','DE','NL','IN','JP','CN','BR','AU','CA','NG','ZA','FR','ES','PL'])[1 + (g / 3) % 15],
           g % 11 <> 0, g % 97 = 0, case when g % 97 = 0 then 'Shared their account' end,
           case when g % 97 = 0 then created + interval '90 days' end, created, created,
           case when g % 10 < 7 then created + ((g % 1500) || ' hours')::interval end
    from (
      select g, (${literal(firstNames)})[1 + g % 100] as f, (${literal(lastNames)})[1 + (g / 100) % 100] as l,
             now() - ((g::bigint * 7919) % 1825 || ' days')::interval - ((g % 86400) || ' seconds')::interval as created
      from generate_series(1, ${count}) as g
    ) as people
    on conflict do nothing`),
  );
}

/** Learner accounts with believable, deterministic names; a few percent blocked; 1 in 200 staff. */
export async function seedBenchAccounts(db: Db, count: number) {
  await db.execute(sql`
    with first(names) as (select array['Ana','Ben','Chen','Dara','Elif','Femi','Goran','Hana','Ivan','Jia','Kofi','Lena','Mateo','Nia','Omar','Priya','Rui','Sara','Tomas','Uma','Vera','Wen','Yara','Zoe']),
         last(names) as (select array['Smith','Garcia','Kim','Novak','Okafor','Rossi','Tanaka','Müller','Silva','Nguyen','Cohen','Larsen','Haddad','Kowalski','Dubois','Ivanova'])
    insert into account (email, first_name, last_name, country_code, email_verified, is_blocked)
    select 'learner' || g || '@bench.example.com',
           (select names[1 + g % array_length(names, 1)] from first),
           (select names[1 + (g / 7) % array_length(names, 1)] from last),
           (array['US','GB','DE','NL','IN','JP','CN','BR','AU','CA'])[1 + g % 10],
           g % 9 <> 0,
           g % 37 = 0
    from generate_series(1, ${count}) as g
    on conflict do nothing`);
  await db.execute(sql`
    insert into account_role (adm_id, role_key)
    select adm_id, (array['grader','support','classes-admin','finance'])[1 + (abs(hashtext(email)) % 4)]
    from account where email like 'learner%@bench.example.com' and abs(hashtext(email)) % 200 = 0
    on conflict do nothing`);
}
