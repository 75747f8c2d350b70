// The System page's "Seed demo data": adds the demo rows that are missing, so running it twice adds
// nothing the second time. An empty database gets the whole first-start demo; otherwise the demo staff
// accounts (with their roles) and the demo webhook are put back where missing. The other areas' demo rows
// are only seeded into an empty database: they refer to each other and are not added piecemeal.
import { sql } from 'drizzle-orm';
import { seedDemoWebhook } from '../areas/system/seed/demo.js';
import { type Db, queryRows } from '../db/client.js';
import { accountRoles, accounts } from '../db/schema/index.js';
import { hashPassword } from '../platform/passwords.js';
import { demoAccounts, seedDemoIfEmpty } from './demo.js';

export interface SeededKind {
  kind: string;
  count: number;
}

export async function seedMissingDemo(tx: Db, password: string): Promise<SeededKind[]> {
  const [before] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from account`);
  if ((before?.n ?? 0) === 0) {
    await seedDemoIfEmpty(tx, password);
    const [after] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from account`);
    return [{ kind: 'Everything of the first start (empty database)', count: after?.n ?? 0 }];
  }
  const existing = await queryRows<{ email: string }>(tx, sql`select lower(email) as email from account`);
  const known = new Set(existing.map((r) => r.email));
  const missing = demoAccounts.filter((a) => !known.has(a.email.toLowerCase()));
  let grants = 0;
  if (missing.length > 0) {
    const passwordHash = await hashPassword(password);
    const rows = await tx
      .insert(accounts)
      .values(missing.map(({ role: _role, ...a }) => ({ ...a, passwordHash, emailVerified: true })))
      .returning({ admId: accounts.admId, email: accounts.email });
    const values = missing.flatMap((a) => {
      const admId = rows.find((r) => r.email === a.email)?.admId;
      return a.role && admId ? [{ admId, roleKey: a.role }] : [];
    });
    if (values.length > 0)
      grants = (await tx.insert(accountRoles).values(values).onConflictDoNothing().returning()).length;
  }
  return [
    { kind: 'Demo staff accounts', count: missing.length },
    { kind: 'Role grants', count: grants },
    { kind: 'Demo LMS webhook', count: await seedDemoWebhook(tx) },
  ];
}
