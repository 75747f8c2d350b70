// Gives a person a role from the command line: how the first administrator of a production database
// gets in. Creates the account if it is missing and, for an external issuer, links its subject.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accountRoles, accounts, identityLinks, roles } from '../db/schema/index.js';
import { recordAudit } from '../platform/audit.js';
import { hashPassword } from '../platform/passwords.js';

export interface GrantRoleInput {
  email: string;
  role: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** Sets the password for the embedded provider (scrypt-hashed here). */
  password?: string | undefined;
  /** An external issuer's subject for this person, linked to the account. */
  link?: { issuer: string; subject: string } | undefined;
}

export async function grantRole(db: Db, input: GrantRoleInput): Promise<{ admId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const [role] = await tx.select({ key: roles.key }).from(roles).where(eq(roles.key, input.role));
    if (!role) throw new Error(`Unknown role "${input.role}"`);
    const [existing] = await tx
      .select({ admId: accounts.admId })
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${input.email.toLowerCase()}`);
    const admId =
      existing?.admId ??
      (
        await tx
          .insert(accounts)
          .values({ email: input.email, firstName: input.firstName ?? '', lastName: input.lastName ?? '' })
          .returning({ admId: accounts.admId })
      )[0]?.admId;
    if (!admId) throw new Error('The account could not be created');
    if (input.password) {
      await tx
        .update(accounts)
        .set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() })
        .where(eq(accounts.admId, admId));
    }
    await tx.insert(accountRoles).values({ admId, roleKey: input.role }).onConflictDoNothing();
    if (input.link) {
      await tx
        .insert(identityLinks)
        .values({ ...input.link, admId })
        .onConflictDoUpdate({ target: [identityLinks.issuer, identityLinks.subject], set: { admId } });
    }
    await recordAudit(
      tx as Db,
      { principal: null, requestId: null },
      {
        action: 'users.grant-role-cli',
        entity: 'account',
        entityId: admId,
        after: { role: input.role, link: input.link },
      },
    );
    return { admId, created: !existing };
  });
}

export async function hasRole(db: Db, admId: string, role: string) {
  const rows = await db
    .select()
    .from(accountRoles)
    .where(and(eq(accountRoles.admId, admId), eq(accountRoles.roleKey, role)));
  return rows.length > 0;
}
