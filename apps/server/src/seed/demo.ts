// The first-start demo data: staff accounts for every role so a new user can sign in and look around.
// Runs once, on an empty database, only when demo data is on. Areas add their rows through `demoSeeders`.

import type { Contract } from '@eco/contract';
import { count } from 'drizzle-orm';
import { emailTypes } from '../areas/email-types.js';
import { areas } from '../areas/index.js';
import type { Db } from '../db/client.js';
import { accountRoles, accounts, savedFilters } from '../db/schema/index.js';
import type { DemoSeeder } from '../platform/area-definition.js';
import { hashPassword } from '../platform/passwords.js';
import { builtInRoles } from './roles.js';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: string | null;
}

const names: Record<string, [string, string]> = {
  administrator: ['Alex', 'Morgan'],
  grader: ['Grace', 'Okafor'],
  'grading-manager': ['Martin', 'Lindqvist'],
  finance: ['Fatima', 'Haddad'],
  'question-author': ['Quinn', 'Tanaka'],
  'question-reviewer': ['Rosa', 'Delgado'],
  'classes-admin': ['Carlos', 'Mendes'],
  support: ['Sam', 'Patel'],
  'system-admin': ['Yuki', 'Sato'],
};

/** admin@example.com holds every capability, one account per role, nobody@example.com holds none. */
export const demoAccounts: DemoAccount[] = [
  ...builtInRoles.map((r) => {
    const [firstName, lastName] = names[r.key] ?? ['Demo', r.name];
    const email = r.key === 'administrator' ? 'admin@example.com' : `${r.key}@example.com`;
    return { email, firstName, lastName, role: r.key };
  }),
  { email: 'nobody@example.com', firstName: 'Noel', lastName: 'Nobody', role: null },
];

export type { DemoSeeder };

/**
 * The order the areas' demo seeders (the `demo` of their area.ts) run in, inside the seeding transaction:
 * a seeder reads the rows of the areas before it. Every area with a demo seeder is here once.
 */
export const demoOrder: readonly (keyof Contract)[] = [
  // The catalogue first (courses, products, markets, licenses, partners): later seeders read its courses,
  // products, partners and online courses.
  'courses',
  // E-mail content in English, Japanese and Chinese, before the codes' demo outbox is rendered from it.
  'emailContents',
  // Codes read the catalogue (products, partners, online courses): keep the catalogue's seeder before this.
  'passcodes',
  // An LMS webhook pointing at nothing, with failed deliveries in its log.
  'system',
  // Staff holding several roles (Who Can Do What), before the interactions that cover every account.
  'users',
  // User interactions: they are about every account the seeders above made.
  'reports',
  // Accounts after the interactions: they bring their own sign-in history (and set every last sign-in),
  // then a pending password reset and verification e-mail for demo learners.
  'accounts',
  // Trainers are demo accounts (after the accounts) holding the catalogue's licenses.
  'trainers',
  // Classes after the trainers (they teach them, as their F2F records count) and the learners who register.
  'classes',
  // Invoices to the catalogue's partners, in every state; then partner billing, after the classes: classes
  // held for partners, one billed and credited.
  'invoices',
  // The question bank: it reads only the demo staff (its authors and reviewers) and nothing above reads its
  // assessments or questions; before the Polish partner, which stays last.
  'questions',
  // Last: a Polish partner joins (the catalogue's partners have their billing identities from the start),
  // last so that the seeders above pick among the same partners as before.
  'partners',
];

/** The areas' demo seeders in the order above. */
export const demoSeeders: DemoSeeder[] = demoOrder.map((key) => {
  const seeder = areas.find((a) => a.key === key)?.demo;
  if (!seeder) throw new Error(`The demo order names ${key}, which has no demo seeder`);
  return seeder;
});

/** A few named filters each demo person would have saved, so the saved-filter menus are not empty. */
const demoSavedFilters: { email: string; list: string; name: string; params: Record<string, unknown> }[] = [
  { email: 'admin@example.com', list: '/passcodes', name: 'Revoked passcodes', params: { isRevoked: true } },
  { email: 'admin@example.com', list: '/system', name: 'E-mails that failed', params: { state: 'Failed' } },
  { email: 'support@example.com', list: '/passcodes', name: 'Inactive passcodes', params: { isActive: false } },
  { email: 'system-admin@example.com', list: '/system', name: 'Failed', params: { state: 'Failed' } },
];

/** Seeds the demo data if the database has no account yet. Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Db, password: string): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(accounts);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(accounts)
      .values(demoAccounts.map(({ role: _role, ...a }) => ({ ...a, passwordHash, emailVerified: true })))
      .returning({ admId: accounts.admId, email: accounts.email });
    const grants = demoAccounts.flatMap((a) => {
      const admId = rows.find((r) => r.email === a.email)?.admId;
      return a.role && admId ? [{ admId, roleKey: a.role }] : [];
    });
    await tx.insert(accountRoles).values(grants);
    const owned = demoSavedFilters.flatMap(({ email, ...f }) => {
      const owner = rows.find((r) => r.email === email)?.admId;
      return owner ? [{ owner, ...f }] : [];
    });
    await tx.insert(savedFilters).values(owned);
    for (const seed of demoSeeders) await seed(tx as Db, { emailTypes });
  });
  return true;
}
