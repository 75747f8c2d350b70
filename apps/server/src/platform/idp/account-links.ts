// E-mailed account links (a password reset, an e-mail verification): made by the Accounts area, used on
// the provider's own pages. The token is 32 random bytes in the link; only its SHA-256 is stored. It is
// made when the e-mail is sent, not when it is queued: the outbox row holds a placeholder where the token
// goes, and the mail worker, just before SMTP, makes the token (mintLinkToken: its hash stored on the
// link's row) and puts it in the message, so the token exists in clear only in that message. A link
// works once, until it expires, unless cancelled (by staff, by a newer link of its kind, or because the
// account was closed). Using one is a single conditional update, so two clicks cannot both succeed.
import { createHash, randomBytes } from 'node:crypto';
import { type AccountActionKind, accountActionLifetimeHours } from '@eco/contract';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountActionRows, accounts } from '../../db/schema/index.js';

const t = accountActionRows;

/** The provider's page for each kind of link, under its mount path. */
export const linkPages = { 'password-reset': '/reset-password', 'email-verification': '/verify-email' } as const;

export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Where a queued e-mail's link has its token: the mail worker puts the token made at send time in its
 * place (subject, text and HTML). Letters, digits and hyphens only, so rendering, HTML escaping and the
 * text version keep it as it is.
 */
export const LINK_TOKEN_SLOT = 'link-token-made-at-send';

/** The link's address as queued: the page on the provider at `issuer` (e.g. https://eco.example/idp). */
export const linkUrl = (issuer: string, kind: AccountActionKind) =>
  `${issuer}${linkPages[kind]}?token=${LINK_TOKEN_SLOT}`;

export interface NewLink {
  admId: string;
  kind: AccountActionKind;
  email: string;
  /** Who asked for it. */
  createdBy: string | null;
}

/**
 * Cancels the account's open link of this kind (if any) and makes a new one, without a token yet (its
 * e-mail's sending makes it, mintLinkToken); returns its id.
 */
export async function openLink(tx: Db, link: NewLink): Promise<{ id: number }> {
  const superseded = await cancelOpenLinks(tx, link.admId, link.createdBy, [link.kind]);
  const hours = accountActionLifetimeHours[link.kind];
  const [row] = await tx
    .insert(t)
    .values({ ...link, expiresAt: sql`now() + make_interval(hours => ${hours})` })
    .returning({ id: t.id });
  const id = (row as { id: number }).id;
  if (superseded.length) await tx.update(t).set({ supersededBy: id }).where(inArray(t.id, superseded));
  return { id };
}

/** Cancels the account's open links (of the given kinds, or all): returns their ids. */
export async function cancelOpenLinks(
  tx: Db,
  admId: string,
  cancelledBy: string | null,
  kinds?: readonly AccountActionKind[],
): Promise<number[]> {
  const rows = await tx
    .update(t)
    .set({ cancelledAt: sql`now()`, cancelledBy })
    .where(
      and(eq(t.admId, admId), isNull(t.usedAt), isNull(t.cancelledAt), kinds ? inArray(t.kind, [...kinds]) : undefined),
    )
    .returning({ id: t.id });
  return rows.map((r) => r.id);
}

/** Why a link does not work: never issued (or mistyped), used, cancelled, expired, or its account closed. */
export type LinkRefusal = 'unknown' | 'used' | 'cancelled' | 'expired' | 'closed';

export interface UsableLink {
  id: number;
  admId: string;
  email: string;
}

export type LinkCheck = { ok: true; link: UsableLink } | { ok: false; reason: LinkRefusal };

const liveAccount = and(eq(accounts.isBlocked, false), isNull(accounts.deletedAt), isNull(accounts.mergedIntoAdmId));
const open = and(isNull(t.usedAt), isNull(t.cancelledAt), gt(t.expiresAt, sql`now()`));
const usable = { id: t.id, admId: t.admId, email: t.email };

/**
 * Makes the token of link `id` as its e-mail is sent: stores the token's hash (replacing one made for an
 * earlier attempt, whose message never went out) and returns the token. Null when the link no longer
 * works (cancelled, superseded, used, expired, or its account closed): its e-mail is then not sent.
 */
export async function mintLinkToken(db: Db, id: number): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const rows = await db
    .update(t)
    .set({ tokenHash: hashLinkToken(token) })
    .where(
      and(
        eq(t.id, id),
        open,
        sql`exists (select 1 from ${accounts} where ${accounts.admId} = ${t.admId} and ${liveAccount})`,
      ),
    )
    .returning({ id: t.id });
  return rows.length ? token : null;
}

/**
 * A link's state (the contract's accountActionStates) by the database clock. A link cancelled after it
 * had expired (superseded by a newer one) stays Expired: the cancel changed nothing for the person.
 */
export const linkState = sql<'Pending' | 'Used' | 'Cancelled' | 'Expired'>`case
  when ${t.usedAt} is not null then 'Used'
  when ${t.cancelledAt} is not null and ${t.cancelledAt} < ${t.expiresAt} then 'Cancelled'
  when ${t.expiresAt} <= now() then 'Expired'
  when ${t.cancelledAt} is not null then 'Cancelled'
  else 'Pending' end`;

const refusals = { Used: 'used', Cancelled: 'cancelled', Expired: 'expired' } as const;

/** Reads a link without using it: whether the page should offer its form. */
export async function checkLink(db: Db, kind: AccountActionKind, token: string): Promise<LinkCheck> {
  const [row] = await db
    .select({ ...usable, state: linkState })
    .from(t)
    .where(and(eq(t.tokenHash, hashLinkToken(token)), eq(t.kind, kind)));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.state !== 'Pending') return { ok: false, reason: refusals[row.state] };
  const [account] = await db
    .select({ admId: accounts.admId })
    .from(accounts)
    .where(and(eq(accounts.admId, row.admId), liveAccount));
  if (!account) return { ok: false, reason: 'closed' };
  return { ok: true, link: { id: row.id, admId: row.admId, email: row.email } };
}

/**
 * Uses a link inside `tx`: marks it used only if it is still open and its account live, in one update,
 * so of two submissions exactly one wins. When it does not work, says why.
 */
export async function useLink(tx: Db, kind: AccountActionKind, token: string): Promise<LinkCheck> {
  const tokenHash = hashLinkToken(token);
  const [row] = await tx
    .update(t)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(t.tokenHash, tokenHash),
        eq(t.kind, kind),
        open,
        sql`exists (select 1 from ${accounts} where ${accounts.admId} = ${t.admId} and ${liveAccount})`,
      ),
    )
    .returning(usable);
  if (row) return { ok: true, link: row };
  const why = await checkLink(tx, kind, token);
  return why.ok ? { ok: false, reason: 'used' } : why;
}
