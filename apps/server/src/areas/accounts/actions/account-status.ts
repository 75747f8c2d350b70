// An account's state as its actions see it (blocked, deleted, merged, verified), and the one set of rules
// that says which action is refused now and why: the same words answer a 409 and explain a disabled button.
import { type AccountActionRefusals, type AccountStatus, accountRefusals } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { isoInstant } from '../../../db/iso-instant.js';
import { accounts } from '../../../db/schema/index.js';
import { notFound, type Refusal, refuse } from '../../../platform/errors.js';
import { displayName } from '../account-sql.js';

/** What the rules need besides the account: who asks, and whether passwords are ours to reset. */
export interface ActionSetting {
  /** The caller's own account: nobody blocks or deletes themselves by mistake. */
  callerAdmId: string | null;
  /** Undefined when the embedded provider runs; else the external issuer that owns passwords. */
  externalIssuer: string | undefined;
}

const a = accounts;

/** Reads the account's state; with `lock`, FOR UPDATE (inside the change's transaction). */
export async function readStatus(db: Db, admId: string, lock = false): Promise<AccountStatus> {
  const [row] = await queryRows<AccountStatus>(
    db,
    sql`select a.adm_id as "admId", a.email, ${displayName('a')} as name,
      a.is_blocked as "isBlocked", a.blocked_reason as "blockedReason",
      ${isoInstant(sql`a.blocked_at`)} as "blockedAt",
      (select ${displayName('b')} from ${a} b where b.adm_id = a.blocked_by) as "blockedByName",
      ${isoInstant(sql`a.deleted_at`)} as "deletedAt", a.merged_into_adm_id as "mergedIntoAdmId",
      a.email_verified as "emailVerified", a.password_hash is not null as "hasPassword", a.version
    from ${a} a where a.adm_id = ${admId}
    ${lock ? sql`for update of a` : sql``}`,
  );
  if (!row) throw notFound('Account');
  return row;
}

/** Why the account can take no action at all: it is merged or deleted. */
function closed(s: AccountStatus): Refusal | null {
  if (s.mergedIntoAdmId) return refuse(accountRefusals, 'merged', { mergedIntoAdmId: s.mergedIntoAdmId });
  if (s.deletedAt) return refuse(accountRefusals, 'deleted');
  return null;
}

const self = (s: AccountStatus, setting: ActionSetting, action: 'block' | 'delete') =>
  s.admId === setting.callerAdmId ? refuse(accountRefusals, 'own-account', { action }) : null;

type ActionRefusals = { [A in keyof AccountActionRefusals]: Refusal | null };

/** Each action's refusal for this account now, or null when it is allowed. */
function actionRefusals(s: AccountStatus, setting: ActionSetting): ActionRefusals {
  const gone = closed(s);
  const blocked = s.isBlocked ? refuse(accountRefusals, 'blocked') : null;
  const external = setting.externalIssuer
    ? refuse(accountRefusals, 'external-provider', { host: new URL(setting.externalIssuer).host })
    : null;
  return {
    block: gone ?? (s.isBlocked ? refuse(accountRefusals, 'already-blocked') : null) ?? self(s, setting, 'block'),
    unblock: gone ?? (s.isBlocked ? null : refuse(accountRefusals, 'not-blocked')),
    forgotPassword: external ?? gone ?? blocked,
    resendVerificationEmail:
      external ?? gone ?? blocked ?? (s.emailVerified ? refuse(accountRefusals, 'already-verified') : null),
    delete: gone ?? self(s, setting, 'delete'),
  };
}

/** Each action's refusal for this account now, as its sentence (a disabled button's reason), or null. */
export function refusalsFor(s: AccountStatus, setting: ActionSetting): AccountActionRefusals {
  const refusals = actionRefusals(s, setting);
  const sentence = (r: Refusal | null) => r?.detail ?? null;
  return {
    block: sentence(refusals.block),
    unblock: sentence(refusals.unblock),
    forgotPassword: sentence(refusals.forgotPassword),
    resendVerificationEmail: sentence(refusals.resendVerificationEmail),
    delete: sentence(refusals.delete),
  };
}

/** Throws the refusal (409) of `action` for this account now, if it is refused. */
export function assertAllowed(s: AccountStatus, setting: ActionSetting, action: keyof AccountActionRefusals): void {
  const refusal = actionRefusals(s, setting)[action];
  if (refusal) throw refusal;
}
