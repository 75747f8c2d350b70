// Demo staff who hold several roles, as people in a small back office do, so Who Can Do What shows
// capabilities granted through more than one role. None of them holds a key capability (canViewUsers,
// canManageSystemData): the last-holder rule's demo is admin@ and system-admin@ alone.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accountRoles, accounts } from '../../../db/schema/index.js';

export const demoStaff = [
  { email: 'priya.shah@example.com', firstName: 'Priya', lastName: 'Shah', roles: ['support', 'finance'] },
  {
    email: 'tomas.becker@example.com',
    firstName: 'Tomas',
    lastName: 'Becker',
    roles: ['grading-manager', 'question-reviewer'],
  },
  { email: 'lena.fischer@example.com', firstName: 'Lena', lastName: 'Fischer', roles: ['classes-admin', 'support'] },
  { email: 'jo.nguyen@example.com', firstName: 'Jo', lastName: 'Nguyen', roles: ['grader', 'question-author'] },
  { email: 'ama.mensah@example.com', firstName: 'Ama', lastName: 'Mensah', roles: ['finance', 'classes-admin'] },
] as const;

export async function seedDemoStaff(tx: Db) {
  // They sign in with the demo password, like the other demo staff.
  const [admin] = await tx
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.email, 'admin@example.com'));
  await tx
    .insert(accounts)
    .values(
      demoStaff.map(({ roles: _roles, ...a }) => ({ ...a, passwordHash: admin?.passwordHash, emailVerified: true })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ admId: accounts.admId, email: accounts.email })
    .from(accounts)
    .where(
      inArray(
        sql`lower(${accounts.email})`,
        demoStaff.map((s) => s.email),
      ),
    );
  const grants = demoStaff.flatMap((s) => {
    const admId = rows.find((r) => r.email.toLowerCase() === s.email)?.admId;
    return admId ? s.roles.map((roleKey) => ({ admId, roleKey })) : [];
  });
  await tx.insert(accountRoles).values(grants).onConflictDoNothing();
}
