// An account's state as its actions see it (blocked, deleted, merged, verified), and the one set of rules
// that says which action is refused now and why: the same words answer a 409 and explain a disabled button.
import type { AccountActionRefusals, AccountStatus } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { isoInstant } from '../../../db/iso-instant.js';
import { accounts } from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../platform/errors.js';
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
function closed(s: AccountStatus): string | null {
  if (s.mergedIntoAdmId) return `This account was merged into account ${s.mergedIntoAdmId}: act on that account.`;
  if (s.deletedAt) return 'This account is deleted.';
  return null;
}

const self = (s: AccountStatus, setting: ActionSetting, verb: string) =>
  s.admId === setting.callerAdmId ? `You cannot ${verb} your own account.` : null;

/** Each action's refusal for this account now, or null when it is allowed. */
export function refusalsFor(s: AccountStatus, setting: ActionSetting): AccountActionRefusals {
  const gone = closed(s);
  const blocked = s.isBlocked ? 'This account is blocked: unblock it first.' : null;
  const external = setting.externalIssuer
    ? `Passwords and e-mail verification are handled by the external identity provider (${new URL(setting.externalIssuer).host}), not by Eco.`
    : null;
  return {
    block: gone ?? (s.isBlocked ? 'This account is already blocked.' : null) ?? self(s, setting, 'block'),
    unblock: gone ?? (s.isBlocked ? null : 'This account is not blocked.'),
    forgotPassword: external ?? gone ?? blocked,
    resendVerificationEmail:
      external ?? gone ?? blocked ?? (s.emailVerified ? 'The e-mail address is already verified.' : null),
    delete: gone ?? self(s, setting, 'delete'),
  };
}

/** Throws the 409 for a refused action. */
export function assertAllowed(refusal: string | null): void {
  if (refusal) throw new AppError(409, 'Conflict', refusal);
}
