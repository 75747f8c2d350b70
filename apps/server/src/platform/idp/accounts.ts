// How the embedded provider sees the account table: checking an e-mail and password, and the account
// (claims) behind a token's subject. Blocked or deleted accounts do not exist here.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Account } from 'oidc-provider';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/access.js';
import { hashPassword, verifyPassword } from '../passwords.js';

/** Which claims each scope releases (ID token, userinfo). */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['given_name', 'family_name', 'name'],
} as const satisfies Record<string, readonly string[]>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const active = and(eq(accounts.isBlocked, false), isNull(accounts.deletedAt));

// Checked against when the e-mail is unknown, so a miss costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** The admId (OIDC subject) for a correct e-mail and password of an active account, else null. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<string | null> {
  const [account] = await db
    .select({
      admId: accounts.admId,
      passwordHash: accounts.passwordHash,
      isBlocked: accounts.isBlocked,
      deletedAt: accounts.deletedAt,
    })
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, email.trim().toLowerCase()))
    .limit(1);
  decoyHash ??= hashPassword('decoy password nobody has');
  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash));
  if (!account?.passwordHash || !matches || account.isBlocked || account.deletedAt) return null;
  return account.admId;
}

export async function recordSignIn(db: Db, admId: string): Promise<void> {
  await db.update(accounts).set({ lastSignInAt: sql`now()` }).where(eq(accounts.admId, admId));
}

/** oidc-provider's findAccount: claims come from the account row each time they are asked for. */
export function accountFinder(db: Db) {
  return async (_ctx: unknown, sub: string): Promise<Account | undefined> => {
    if (!UUID.test(sub)) return undefined;
    const [account] = await db
      .select({
        admId: accounts.admId,
        email: accounts.email,
        emailVerified: accounts.emailVerified,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
      })
      .from(accounts)
      .where(and(eq(accounts.admId, sub), active))
      .limit(1);
    if (!account) return undefined;
    return {
      accountId: account.admId,
      claims: () => ({
        sub: account.admId,
        email: account.email,
        email_verified: account.emailVerified,
        given_name: account.firstName,
        family_name: account.lastName,
        name: `${account.firstName} ${account.lastName}`.trim(),
      }),
    };
  };
}
