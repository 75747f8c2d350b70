// Demo pending actions: a password reset support sent to a learner (pending for an hour after
// seeding) and a verification e-mail to a learner whose address is not confirmed (seven days), so the
// account page's pending actions panel has something to show and cancel. They have no token (a link's
// token is made as its e-mail is sent, and these send none): nobody can use them.
import { and, asc, eq, notExists, notLike } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accountRoles, accounts } from '../../../db/schema/index.js';
import { openLink } from '../../../platform/idp/account-links.js';
import { accountMaySignIn } from '../account-sql.js';

/** Learners: live accounts that hold no role, outside the staff's example.com. */
async function learners(tx: Db, verified: boolean) {
  return tx
    .select({ admId: accounts.admId, email: accounts.email })
    .from(accounts)
    .where(
      and(
        accountMaySignIn(),
        eq(accounts.emailVerified, verified),
        notLike(accounts.email, '%@example.com'),
        notExists(tx.select().from(accountRoles).where(eq(accountRoles.admId, accounts.admId))),
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(1);
}

async function noRole(tx: Db) {
  return tx
    .select({ admId: accounts.admId, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.email, 'nobody@example.com'));
}

export async function seedDemoAccountActions(tx: Db): Promise<void> {
  const [supportAccount] = await tx
    .select({ admId: accounts.admId })
    .from(accounts)
    .where(eq(accounts.email, 'support@example.com'));
  const createdBy = supportAccount?.admId ?? null;
  // Before the demo learners exist (a database seeded by an older version), the account with no role.
  const [reset] = (await learners(tx, true)).concat(await noRole(tx));
  const [unverified] = await learners(tx, false);
  if (reset) await openLink(tx, { admId: reset.admId, kind: 'password-reset', email: reset.email, createdBy });
  if (unverified) {
    const { admId, email } = unverified;
    await openLink(tx, { admId, kind: 'email-verification', email, createdBy });
  }
}
