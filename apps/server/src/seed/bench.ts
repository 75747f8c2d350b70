// The benchmark data set: a large, deterministic population on top of the demo data. It is not the areas'
// definitions' like the demo: its steps interleave areas (the bench learners before the catalogue, the other
// people after the codes, merge pairs after the interactions), take their sizes from one BenchSize, share
// the index-free bulk load (withoutSecondaryIndexes), and bench/ runs them one by one.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { seedBenchPeople } from './accounts-bench.js';
import { seedBenchCatalogue, seedBenchSelfPaced } from './catalogue-bench.js';
import { seedBenchClasses } from './classes-bench.js';
import { seedBenchCodes } from './codes-bench.js';
import { seedBenchInteractions } from './interactions-bench.js';
import { seedBenchInvoices } from './invoices-bench.js';
import { seedMergePairs } from './merge-bench.js';
import { seedBenchTrainers } from './trainers-bench.js';

export interface BenchSize {
  accounts: number;
  /** Self-paced enrollments of the bench learners. */
  selfPacedStudents: number;
  passcodes: number;
  enrollmentCodes: number;
  /** All accounts: the learners above, then other people up to this many. */
  people: number;
  /** User interactions (audit events the user-interaction report reads) over two years. */
  interactions: number;
}

export const defaultBenchSize: BenchSize = {
  accounts: 200_000,
  selfPacedStudents: 500_000,
  passcodes: 1_000_000,
  enrollmentCodes: 300_000,
  people: 1_000_000,
  interactions: 5_000_000,
};

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

export async function seedBench(db: Db, size: BenchSize = defaultBenchSize) {
  await seedBenchAccounts(db, size.accounts);
  await seedBenchCatalogue(db);
  await seedBenchSelfPaced(db, size.selfPacedStudents);
  await seedBenchCodes(db, size, size.accounts);
  await seedBenchPeople(db, size.people);
  await seedBenchInteractions(db, size.interactions);
  await seedMergePairs(db, 20);
  // 100,000 of the people above become trainers holding 300,000 licenses.
  await seedBenchTrainers(db);
  // 200,000 classes taught by those trainers, with their sessions and about 3,000,000 registrations.
  await seedBenchClasses(db);
  // 200,000 invoices to the partners with 1 to 20 lines each, numbered on from the demo's counters.
  await seedBenchInvoices(db);
  await db.execute(sql`analyze`);
}
