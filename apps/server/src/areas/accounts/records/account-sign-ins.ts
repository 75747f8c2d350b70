// An account's latest identity events (sign-ins, failures, sign-outs, resets...) from the audit trail,
// as the provider's pages record them (platform/idp/sign-in-audit.ts): events about the account are kept
// under its admId, failed and throttled attempts under the e-mail typed. Two reads of the trail's
// entity index, newest first, merged: never a scan of the trail, however many events it holds.
import { type AccountSignIn, RECENT_SIGN_INS } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { isoInstant } from '../../../db/iso-instant.js';

interface EventRow {
  id: number;
  at: string;
  action: string;
  after: Record<string, unknown> | null;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

const eventsOf = (db: Db, entity: string, entityId: string) =>
  queryRows<EventRow>(
    db,
    sql`select id, ${isoInstant(sql`at`)} as at, action, after
        from audit_event
        where entity = ${entity} and entity_id = ${entityId} and action like 'identity.%'
        order by id desc
        limit ${RECENT_SIGN_INS}`,
  );

export async function recentSignIns(db: Db, account: { admId: string; email: string }): Promise<AccountSignIn[]> {
  const [own, attempts] = await Promise.all([
    eventsOf(db, 'account', account.admId),
    eventsOf(db, 'sign-in', account.email.trim().toLowerCase()),
  ]);
  return [...own, ...attempts]
    .sort((a, b) => b.id - a.id)
    .slice(0, RECENT_SIGN_INS)
    .map((e) => ({
      id: e.id,
      at: e.at,
      action: e.action,
      address: text(e.after?.address),
      userAgent: text(e.after?.userAgent),
      reason: text(e.after?.reason),
    }));
}
