// Slows password guessing without locking anyone out. Sign-in attempts are counted in the database
// (sign_in_attempt), so every instance sees the same counts, and an attempt is counted BEFORE its
// password is checked: the rows are locked and the attempt reserved in one transaction, so guesses sent
// together queue up on the rows instead of all reading "not yet too many".
//
// Three counters, each with some free failures and then a wait that doubles with every further
// failure, up to a few minutes (never a lock):
// - per e-mail and address pair: the person mistyping, or a guesser at one address;
// - per e-mail, from addresses it has not signed in from: a guesser spread over many addresses;
// - per address, on e-mails not signed in from there: one password tried on many e-mails.
// A pair that signed in successfully makes the address a usual one for that e-mail: from there only
// the pair's own counter applies, so someone hammering an e-mail from elsewhere (or an office sharing
// one address) does not keep its owner out.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInAttempts } from '../../db/schema/idp.js';

export interface SignInLimits {
  /** Failures without waiting on one e-mail from one address. */
  freePerPair: number;
  /** ...on one e-mail from addresses that are not usual for it. */
  freePerEmail: number;
  /** ...from one address on e-mails for which it is not usual (many staff may share one address). */
  freePerAddress: number;
  /** The wait after the free failures; it doubles with each further failure up to maxWaitSeconds. */
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** Failures are forgotten after this long without one. */
  forgetAfterSeconds: number;
  /** How long an address stays usual for an e-mail after a successful sign-in from it. */
  usualForSeconds: number;
}

export const defaultSignInLimits: SignInLimits = {
  freePerPair: 5,
  freePerEmail: 10,
  freePerAddress: 30,
  firstWaitSeconds: 5,
  maxWaitSeconds: 5 * 60,
  forgetAfterSeconds: 60 * 60,
  usualForSeconds: 90 * 24 * 3600,
};

/** Who is trying: the e-mail as typed and the client's address. */
export interface Attempt {
  email: string;
  address: string;
}

/** Which counter asked for the wait. */
export type ThrottleScope = 'pair' | 'email' | 'address';

export type Reservation =
  | {
      allowed: true;
      /** The counters this attempt was counted on. */
      keys: string[];
      /** Seconds the next attempt will have to wait should this one fail. */
      waitAfterFailure: number;
    }
  | {
      allowed: false;
      waitSeconds: number;
      scope: ThrottleScope;
      /** The first refusal since the counter's last failure: worth one audit event, not one per retry. */
      firstRefusal: boolean;
    };

const t = signInAttempts;

function keysOf({ email, address }: Attempt): Record<ThrottleScope, string> {
  const normalised = email.trim().toLowerCase();
  return { pair: `pair:${address} ${normalised}`, email: `email:${normalised}`, address: `address:${address}` };
}

function freeFor(scope: ThrottleScope, limits: SignInLimits): number {
  return { pair: limits.freePerPair, email: limits.freePerEmail, address: limits.freePerAddress }[scope];
}

/** The wait owed after `failures` failures, of which the last was `idle` seconds ago (null: never). */
export function waitAfter(failures: number, idle: number | null, free: number, limits: SignInLimits): number {
  if (idle === null || idle >= limits.forgetAfterSeconds || failures < free) return 0;
  const wait = Math.min(limits.firstWaitSeconds * 2 ** Math.min(failures - free, 30), limits.maxWaitSeconds);
  return Math.max(0, Math.ceil(wait - idle));
}

// Measured by the database clock, so instances with skewed clocks agree.
const idleSeconds = sql<number | null>`extract(epoch from clock_timestamp() - ${t.lastFailureAt})::float8`;

/**
 * Counts this attempt as a failure on every counter that applies, unless one of them still asks for a
 * wait: then nothing is counted and the caller answers without checking the password.
 */
export async function reserveAttempt(db: Db, attempt: Attempt, limits: SignInLimits): Promise<Reservation> {
  const keys = keysOf(attempt);
  const scopes = Object.keys(keys) as ThrottleScope[];
  return db.transaction(async (tx) => {
    // Creates or locks the three rows, always in the order pair, e-mail, address, so that two
    // attempts sharing some of them cannot deadlock.
    const rows = await tx
      .insert(t)
      .values(scopes.map((scope) => ({ key: keys[scope] })))
      .onConflictDoUpdate({ target: t.key, set: { key: sql`excluded.key` } })
      .returning({
        key: t.key,
        failures: t.failures,
        idle: idleSeconds,
        usual: sql<boolean>`coalesce(${t.succeededAt} > clock_timestamp() - make_interval(secs => ${limits.usualForSeconds}), false)`,
      });
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const usual = byKey.get(keys.pair)?.usual === true;
    const applies = scopes.filter((scope) => scope === 'pair' || !usual);

    let refusal: { scope: ThrottleScope; wait: number } | undefined;
    for (const scope of applies) {
      const row = byKey.get(keys[scope]);
      const wait = row ? waitAfter(row.failures, row.idle, freeFor(scope, limits), limits) : 0;
      if (wait > (refusal?.wait ?? 0)) refusal = { scope, wait };
    }
    if (refusal) {
      const noted = await tx
        .update(t)
        .set({ refusedAt: sql`clock_timestamp()` })
        .where(
          sql`${t.key} = ${keys[refusal.scope]} and (${t.refusedAt} is null or ${t.refusedAt} < ${t.lastFailureAt})`,
        )
        .returning({ key: t.key });
      return { allowed: false, waitSeconds: refusal.wait, scope: refusal.scope, firstRefusal: noted.length > 0 };
    }

    const counted = applies.map((scope) => keys[scope]);
    const forgotten = sql`${t.lastFailureAt} is null or ${t.lastFailureAt} < clock_timestamp() - make_interval(secs => ${limits.forgetAfterSeconds})`;
    const after = await tx
      .update(t)
      .set({
        failures: sql`case when ${forgotten} then 1 else ${t.failures} + 1 end`,
        lastFailureAt: sql`clock_timestamp()`,
      })
      .where(inArray(t.key, counted))
      .returning({ key: t.key, failures: t.failures });
    const scopeOf = new Map(applies.map((scope) => [keys[scope], scope]));
    const waitAfterFailure = Math.max(
      0,
      ...after.map((row) => waitAfter(row.failures, 0, freeFor(scopeOf.get(row.key) ?? 'pair', limits), limits)),
    );
    return { allowed: true, keys: counted, waitAfterFailure };
  });
}

/**
 * The reserved attempt was the right password: the pair starts again from nothing and its address
 * becomes usual for the e-mail; the e-mail's and address's counters take back this attempt only, so
 * signing in to one's own account does not wipe out what a guesser from that address has run up.
 */
export async function recordSuccess(db: Db, attempt: Attempt, reservation: { keys: string[] }): Promise<void> {
  const keys = keysOf(attempt);
  await db.transaction(async (tx) => {
    await tx
      .update(t)
      .set({ failures: 0, lastFailureAt: null, refusedAt: null, succeededAt: sql`clock_timestamp()` })
      .where(sql`${t.key} = ${keys.pair}`);
    const others = reservation.keys.filter((key) => key !== keys.pair);
    if (others.length) {
      await tx
        .update(t)
        .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
        .where(inArray(t.key, others));
    }
  });
}

/** Removes counters with nothing left to remember: no recent failure and no usual address to keep. */
export async function sweepOldAttempts(db: Db, limits: SignInLimits): Promise<void> {
  await db.delete(t).where(
    sql`(${t.lastFailureAt} is null or ${t.lastFailureAt} < now() - make_interval(secs => ${limits.forgetAfterSeconds}))
        and (${t.succeededAt} is null or ${t.succeededAt} < now() - make_interval(secs => ${limits.usualForSeconds}))`,
  );
}
