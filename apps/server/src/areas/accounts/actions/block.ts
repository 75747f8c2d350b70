// Closing and reopening an account: block (with a reason), unblock, delete (kept, marked deleted). A
// block or delete ends the person's sessions, refresh tokens and pending links in the same transaction,
// so their next refresh fails; their access token stops working at the next call on every instance, which
// reads the account's stamp (platform/principal.ts).
import type { AccountStatus } from '@eco/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import type { Audit, RequestContext } from '../../../platform/context.js';
import { conflict } from '../../../platform/errors.js';
import { cancelOpenLinks } from '../../../platform/idp/account-links.js';
import { revokeAccountSessions } from '../../../platform/idp/revoke.js';
import { assertKeyCapabilitiesRemain } from '../../users/public.js';
import { type ActionSetting, assertAllowed, readStatus, type refusalsFor } from './account-status.js';

type Refusal = keyof ReturnType<typeof refusalsFor>;

/** Locks the account, checks the version sent and the action's rule; the account as it was. */
async function lockFor(tx: Db, admId: string, action: Refusal, setting: ActionSetting, version?: number) {
  const status = await readStatus(tx, admId, true);
  if (version !== undefined && status.version !== version) throw conflict();
  assertAllowed(status, setting, action);
  return status;
}

const bump = { version: sql`${accounts.version} + 1`, updatedAt: sql`now()` };

/** Ends what lets the person in: provider sessions and tokens, and links that would set a password. */
async function shutOut(tx: Db, admId: string, by: string | null) {
  const sessionsEnded = await revokeAccountSessions(tx, admId);
  const linksCancelled = (await cancelOpenLinks(tx, admId, by)).length;
  return { sessionsEnded, linksCancelled };
}

export interface ClosingChange {
  ctx: RequestContext;
  setting: ActionSetting;
  admId: string;
  /** Runs inside the transaction after the change (e.g. the account's webhook event). */
  after?: (tx: Db, audit: Audit) => Promise<void>;
}

export function blockAccount(change: ClosingChange, body: { reason: string; version?: number | undefined }) {
  const { ctx, setting, admId } = change;
  return ctx.write(async (tx, audit): Promise<AccountStatus> => {
    // The last-holder rule first: it takes its own locks in adm_id order.
    await assertKeyCapabilitiesRemain(tx, { admId, losing: 'all' });
    await lockFor(tx, admId, 'block', setting, body.version);
    const by = ctx.principal?.account?.admId ?? null;
    await tx
      .update(accounts)
      .set({ isBlocked: true, blockedReason: body.reason, blockedAt: sql`now()`, blockedBy: by, ...bump })
      .where(eq(accounts.admId, admId));
    const ended = await shutOut(tx, admId, by);
    await audit({
      action: 'accounts.block',
      entity: 'account',
      entityId: admId,
      before: { isBlocked: false },
      after: { isBlocked: true, reason: body.reason, ...ended },
    });
    await change.after?.(tx, audit);
    return readStatus(tx, admId);
  });
}

export function unblockAccount(change: ClosingChange, body: { version?: number | undefined }) {
  const { ctx, setting, admId } = change;
  return ctx.write(async (tx, audit): Promise<AccountStatus> => {
    const before = await lockFor(tx, admId, 'unblock', setting, body.version);
    await tx
      .update(accounts)
      .set({ isBlocked: false, blockedReason: null, blockedAt: null, blockedBy: null, ...bump })
      .where(eq(accounts.admId, admId));
    await audit({
      action: 'accounts.unblock',
      entity: 'account',
      entityId: admId,
      before: { isBlocked: true, blockedReason: before.blockedReason, blockedAt: before.blockedAt },
      after: { isBlocked: false, blockedReason: null, blockedAt: null },
    });
    await change.after?.(tx, audit);
    return readStatus(tx, admId);
  });
}

/** Marks the account deleted; its row stays (history, codes), and its e-mail is free for a new account. */
export function deleteAccount(change: ClosingChange) {
  const { ctx, setting, admId } = change;
  return ctx.write(async (tx, audit): Promise<AccountStatus> => {
    await assertKeyCapabilitiesRemain(tx, { admId, losing: 'all' });
    const before = await lockFor(tx, admId, 'delete', setting);
    await tx
      .update(accounts)
      .set({ deletedAt: sql`now()`, ...bump })
      .where(eq(accounts.admId, admId));
    const ended = await shutOut(tx, admId, ctx.principal?.account?.admId ?? null);
    const after = await readStatus(tx, admId);
    await audit({
      action: 'accounts.delete',
      entity: 'account',
      entityId: admId,
      before: { deletedAt: null, email: before.email, name: before.name },
      after: { deletedAt: after.deletedAt, ...ended },
    });
    await change.after?.(tx, audit);
    return after;
  });
}
