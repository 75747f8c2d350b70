// The benchmark data set: a large, deterministic population on top of the demo data. Each area's bench
// rows are in its folder (areas/<area>/seed/bench.ts); this file holds their order and sizes. Unlike the
// demo, the bench is no field of the areas' definitions: its steps interleave areas (the bench learners
// before the catalogue, the other people after the codes, merge pairs after the interactions), each takes
// its own sizes, and bench/ runs them one by one on smaller sets.
import { sql } from 'drizzle-orm';
import { seedBenchAccounts, seedBenchPeople } from '../areas/accounts/seed/bench.js';
import { seedMergePairs } from '../areas/accounts/seed/bench-merges.js';
import { seedBenchClasses } from '../areas/classes/seed/bench.js';
import { seedBenchCatalogue, seedBenchSelfPaced } from '../areas/courses/seed/bench.js';
import { seedBenchInvoices } from '../areas/invoices/seed/bench.js';
import { seedBenchCodes } from '../areas/passcodes/seed/bench.js';
import { seedBenchQuestions } from '../areas/questions/seed/bench.js';
import { seedBenchInteractions } from '../areas/reports/seed/bench.js';
import { seedBenchTrainers } from '../areas/trainers/seed/bench.js';
import type { Db } from '../db/client.js';

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
  // 200,000 questions in English and Japanese with 1,000,000 revisions, under the demo's categories.
  await seedBenchQuestions(db);
  await db.execute(sql`analyze`);
}
