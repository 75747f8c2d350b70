// How the embedded provider sees the account table: checking an e-mail and password, and the account
// (claims) behind a token's subject. Closed accounts (blocked, deleted or merged) do not exist here: a
// refresh for one fails at once.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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
const active = and(eq(accounts.isBlocked, false), isNull(accounts.deletedAt), isNull(accounts.mergedIntoAdmId));
// A deleted or merged account's e-mail may belong to a new account too: the live one is the one meant.
const liveFirst = sql`(${accounts.deletedAt} is null and ${accounts.mergedIntoAdmId} is null)`;

// Checked against when the e-mail is unknown, so a miss costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** Why a sign-in failed, for the audit trail only: the person is told the same thing every time. */
export type SignInFailure = 'unknown-email' | 'no-password' | 'wrong-password' | 'blocked' | 'deleted' | 'merged';

export type CredentialCheck =
  | { ok: true; admId: string }
  | { ok: false; reason: SignInFailure /** The account the e-mail names, if any. */; admId: string | null };

/** Checks an e-mail and password: the admId (OIDC subject) of an active account, or why not. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<CredentialCheck> {
  const [account] = await db
    .select({
      admId: accounts.admId,
      passwordHash: accounts.passwordHash,
      isBlocked: accounts.isBlocked,
      deletedAt: accounts.deletedAt,
      mergedIntoAdmId: accounts.mergedIntoAdmId,
    })
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, email.trim().toLowerCase()))
    .orderBy(desc(liveFirst), desc(accounts.id))
    .limit(1);
  decoyHash ??= hashPassword('decoy password nobody has');
  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash));
  if (!account) return { ok: false, reason: 'unknown-email', admId: null };
  const failed = (reason: SignInFailure) => ({ ok: false as const, reason, admId: account.admId });
  if (!account.passwordHash) return failed('no-password');
  if (!matches) return failed('wrong-password');
  if (account.isBlocked) return failed('blocked');
  if (account.deletedAt) return failed('deleted');
  if (account.mergedIntoAdmId) return failed('merged');
  return { ok: true, admId: account.admId };
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
