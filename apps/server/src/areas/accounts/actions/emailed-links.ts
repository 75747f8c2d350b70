// Password reset and verification e-mails from the console: each makes a single-use, expiring link
// (cancelling the earlier pending one of its kind) and queues its e-mail in the same transaction, the
// link's token left for the mail worker to make as it sends (platform/idp/account-links.ts). Also
// the account's links as the edit page lists them, and cancelling a pending one.
import { type AccountAction, type AccountActionKind, accountRefusals } from '@eco/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../../config.js';
import { type Db, queryRows } from '../../../db/client.js';
import { isoInstant } from '../../../db/iso-instant.js';
import { accountActionRows, accounts } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { notFound, refuse } from '../../../platform/errors.js';
import { linkState, linkUrl, openLink } from '../../../platform/idp/account-links.js';
import { enqueueEmail } from '../../../platform/mail/index.js';
import { displayName } from '../account-sql.js';
import { type ActionSetting, assertAllowed, readStatus, refusalsFor } from './account-status.js';
import { linkEmail } from './link-emails.js';

const x = accountActionRows;
const nameOf = (column: unknown) => sql`(select ${displayName('p')} from ${accounts} p where p.adm_id = ${column})`;

/** The account's links, newest first: all of them (the latest `limit`), or the one with `id`. */
async function readActions(db: Db, where: { admId: string } | { id: number }, limit = 20): Promise<AccountAction[]> {
  const condition = 'id' in where ? eq(x.id, where.id) : eq(x.admId, where.admId);
  return queryRows<AccountAction>(
    db,
    sql`select ${x.id} as id, ${x.admId} as "admId", ${x.kind} as kind, ${linkState} as state, ${x.email} as email,
      ${isoInstant(x.createdAt)} as "createdAt", ${nameOf(x.createdBy)} as "createdByName",
      ${isoInstant(x.expiresAt)} as "expiresAt", ${isoInstant(x.usedAt)} as "usedAt",
      ${isoInstant(x.cancelledAt)} as "cancelledAt", ${nameOf(x.cancelledBy)} as "cancelledByName",
      ${x.supersededBy} is not null as superseded
    from ${x} where ${condition} order by ${x.id} desc limit ${limit}`,
  );
}

export async function accountActionsView(db: Db, admId: string, setting: ActionSetting) {
  const account = await readStatus(db, admId);
  return { account, refusals: refusalsFor(account, setting), actions: await readActions(db, { admId }) };
}

const refusalKey = { 'password-reset': 'forgotPassword', 'email-verification': 'resendVerificationEmail' } as const;
const auditVerb = { 'password-reset': 'forgot-password', 'email-verification': 'resend-verification' } as const;

/** Sends a link of `kind` to the account's address: 409 when the account's state refuses it. */
export function sendLink(
  ctx: RequestContext,
  config: Config,
  setting: ActionSetting,
  admId: string,
  kind: AccountActionKind,
): Promise<AccountAction> {
  return ctx.write(async (tx, audit) => {
    const status = await readStatus(tx, admId, true);
    assertAllowed(status, setting, refusalKey[kind]);
    const [person] = await tx
      .select({ firstName: accounts.firstName, language: accounts.preferredLanguage })
      .from(accounts)
      .where(eq(accounts.admId, admId));
    const createdBy = ctx.principal?.account?.admId ?? null;
    const { id } = await openLink(tx, { admId, kind, email: status.email, createdBy });
    const outboxId = await enqueueEmail(
      tx,
      await linkEmail(tx, {
        kind,
        to: status.email,
        firstName: person?.firstName ?? '',
        url: linkUrl(config.issuer, kind),
        productName: config.productName,
        actionId: id,
        languageId: person?.language ?? null,
      }),
    );
    const [action] = await readActions(tx, { id });
    const sent = action as AccountAction;
    await audit({
      action: `accounts.${auditVerb[kind]}`,
      entity: 'account',
      entityId: admId,
      after: { actionId: id, email: status.email, outboxId, expiresAt: sent.expiresAt },
    });
    return sent;
  });
}

/** Cancels a pending link: it no longer works. 409 when it is already used, cancelled or expired. */
export function cancelAction(ctx: RequestContext, id: number): Promise<AccountAction> {
  return ctx.write(async (tx, audit) => {
    const [locked] = await tx.select({ id: x.id }).from(x).where(eq(x.id, id)).for('update');
    if (!locked) throw notFound('Pending action');
    const [before] = await readActions(tx, { id });
    const action = before as AccountAction;
    if (action.state !== 'Pending') {
      throw refuse(accountRefusals, 'link-not-pending', { kind: action.kind, state: action.state });
    }
    const cancelledBy = ctx.principal?.account?.admId ?? null;
    await tx
      .update(x)
      .set({ cancelledAt: sql`now()`, cancelledBy })
      .where(and(eq(x.id, id), isNull(x.usedAt), isNull(x.cancelledAt)));
    await audit({
      action: 'accounts.cancel-action',
      entity: 'account',
      entityId: action.admId,
      after: { actionId: id, kind: action.kind, email: action.email, state: 'Cancelled' },
    });
    const [after] = await readActions(tx, { id });
    return after as AccountAction;
  });
}
