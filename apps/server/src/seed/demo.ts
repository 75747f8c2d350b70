// The first-start demo data: staff accounts for every role so a new user can sign in and look around.
// Runs once, on an empty database, only when demo data is on. Areas add their rows through `demoSeeders`.
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accountRoles, accounts, savedFilters } from '../db/schema/index.js';
import { hashPassword } from '../platform/passwords.js';
import { seedDemoAccounts } from './accounts-demo.js';
import { seedDemoAccountActions } from './accounts-demo-actions.js';
import { seedDemoBilling } from './billing-demo.js';
import { seedCatalogueDemo } from './catalogue.js';
import { seedDemoClasses } from './classes-demo.js';
import { seedDemoCodes } from './codes-demo.js';
import { seedDemoEmailContent } from './email-contents-demo.js';
import { seedDemoInteractions } from './interactions-demo.js';
import { seedDemoInvoices } from './invoices-demo.js';
import { builtInRoles } from './roles.js';
import { seedDemoWebhook } from './system-demo.js';
import { seedDemoTrainers } from './trainers-demo.js';
import { seedDemoStaff } from './users-demo.js';

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

/** An area's contribution to the demo data, run in order inside the seeding transaction. */
export type DemoSeeder = (tx: Db) => Promise<void>;
export const demoSeeders: DemoSeeder[] = [
  // The catalogue first: later seeders read its courses, products, partners and online courses.
  seedCatalogueDemo,
  // E-mail content in English, Japanese and Chinese, before the codes' demo outbox is rendered from it.
  seedDemoEmailContent,
  // Codes read the catalogue (products, partners, online courses): keep the catalogue's seeder before this.
  (tx) => seedDemoCodes(tx),
  // An LMS webhook pointing at nothing, with failed deliveries in its log.
  async (tx) => {
    await seedDemoWebhook(tx);
  },
  // Staff holding several roles (Who Can Do What), before the interactions that cover every account.
  seedDemoStaff,
  // User interactions last: they are about every account the seeders above made.
  seedDemoInteractions,
  // Accounts after the interactions: they bring their own sign-in history (and set every last sign-in).
  seedDemoAccounts,
  // A pending password reset and verification e-mail for demo learners: after the accounts.
  seedDemoAccountActions,
  // Trainers are demo accounts (after the accounts) holding the catalogue's licenses.
  seedDemoTrainers,
  // Classes after the trainers (they teach them, as their F2F records count) and the learners who register.
  seedDemoClasses,
  // Invoices to the catalogue's partners, in every state, with the line types finance picks from.
  seedDemoInvoices,
  // Partner billing after the classes and invoices: classes held for partners, one billed and credited.
  seedDemoBilling,
];

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
    for (const seed of demoSeeders) await seed(tx as Db);
  });
  return true;
}
