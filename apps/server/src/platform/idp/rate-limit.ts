// Limits failed sign-ins per e-mail and per client address, counted in the database (sign_in_failure)
// so that every instance sees the same counts.
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInFailures } from '../../db/schema/idp.js';

export interface SignInLimits {
  /** Failures allowed per e-mail in a window: guessing one person's password. */
  perEmail: number;
  /** Failures allowed per client address in a window: trying one password on many e-mails. */
  perAddress: number;
  windowSeconds: number;
}

// Higher per address than per e-mail: many staff may share one office address.
export const defaultSignInLimits: SignInLimits = { perEmail: 5, perAddress: 30, windowSeconds: 15 * 60 };

export interface FailureKeys {
  email: string;
  address: string;
}

const t = signInFailures;

function keysOf(keys: FailureKeys) {
  return { email: `email:${keys.email.trim().toLowerCase()}`, address: `address:${keys.address}` };
}

/** Seconds until the caller may try again, or 0 when neither key has used up its failures. */
export async function lockedFor(db: Db, keys: FailureKeys, limits: SignInLimits): Promise<number> {
  const k = keysOf(keys);
  const rows = await db
    .select({
      key: t.key,
      failures: t.failures,
      remaining: sql<number>`ceil(extract(epoch from ${t.windowStartedAt} + make_interval(secs => ${limits.windowSeconds}) - now()))::int`,
    })
    .from(t)
    .where(inArray(t.key, [k.email, k.address]));
  let wait = 0;
  for (const row of rows) {
    const max = row.key === k.email ? limits.perEmail : limits.perAddress;
    if (row.remaining > 0 && row.failures >= max) wait = Math.max(wait, row.remaining);
  }
  return wait;
}

/** Counts one failure on both keys, starting a new window where the old one has passed. */
export async function recordFailure(db: Db, keys: FailureKeys, limits: SignInLimits): Promise<void> {
  const k = keysOf(keys);
  const windowOver = sql`${t.windowStartedAt} <= now() - make_interval(secs => ${limits.windowSeconds})`;
  await db
    .insert(t)
    .values([
      { key: k.email, failures: 1, windowStartedAt: sql`now()` },
      { key: k.address, failures: 1, windowStartedAt: sql`now()` },
    ])
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${windowOver} then 1 else ${t.failures} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then now() else ${t.windowStartedAt} end`,
      },
    });
}

/**
 * Forgets the e-mail's failures after a successful sign-in. The address's count stays: signing in to
 * one's own account must not reset a spraying attempt from the same address.
 */
export async function clearFailures(db: Db, keys: FailureKeys): Promise<void> {
  await db.delete(t).where(inArray(t.key, [keysOf(keys).email]));
}

export async function sweepOldFailures(db: Db, limits: SignInLimits): Promise<void> {
  await db.delete(t).where(lt(t.windowStartedAt, sql`now() - make_interval(secs => ${limits.windowSeconds})`));
}
