// One user interaction as the report shows it, read from its audit event: the account it concerns (the
// event's account, or the one a failed sign-in's e-mail named), the address and browser the sign-in
// pages recorded, the staff member who acted, and a line of detail.
import type { UserInteraction, UserInteractionKind } from '@eco/contract';
import { type SQL, sql } from 'drizzle-orm';
import { isoInstant } from '../../db/iso-instant.js';
import { displayName } from '../accounts/public.js';

/** The event's columns as text, flat: the page makes its objects of them, the CSV writes them. */
export interface InteractionRow {
  id: number;
  /** The exact timestamp as PostgreSQL writes it: the keyset cursor, which must not lose microseconds. */
  cursor: string;
  at: string;
  kind: UserInteractionKind;
  accountAdmId: string | null;
  accountEmail: string | null;
  accountName: string | null;
  emailTried: string | null;
  address: string | null;
  userAgent: string | null;
  byAdmId: string | null;
  byEmail: string | null;
  byName: string | null;
  reason: string | null;
  waitSeconds: string | null;
  everywhere: string | null;
  otherAdmId: string | null;
}

/**
 * select ... from audit_event, with the accounts joined, for the rows `where` keeps. The table is not
 * aliased: the filter names its columns by the table's name, as Drizzle writes them.
 */
export const interactionSelect = (where: SQL | undefined) => sql`
  select audit_event.id as "id", audit_event.at::text as "cursor",
         ${isoInstant(sql`audit_event.at`)} as "at", audit_event.action as "kind",
         a.adm_id as "accountAdmId", a.email as "accountEmail", ${displayName('a')} as "accountName",
         case when audit_event.entity = 'sign-in' then audit_event.after ->> 'email' end as "emailTried",
         audit_event.after ->> 'address' as "address", audit_event.after ->> 'userAgent' as "userAgent",
         s.adm_id as "byAdmId", s.email as "byEmail", ${displayName('s')} as "byName",
         audit_event.after ->> 'reason' as "reason", audit_event.after ->> 'waitSeconds' as "waitSeconds",
         audit_event.after ->> 'everywhere' as "everywhere",
         coalesce(audit_event.after ->> 'sourceAdmId', audit_event.after ->> 'destinationAdmId') as "otherAdmId"
  from audit_event
  left join account a
    on a.adm_id = (case when audit_event.entity = 'account' then audit_event.entity_id else audit_event.after ->> 'admId' end)::uuid
  left join account s on audit_event.action like 'accounts.%' and s.adm_id = audit_event.actor_adm_id
  ${where ? sql`where ${where}` : sql``}`;

/** Why a sign-in failed, as the sign-in page decided (SignInFailure), in words. */
const failures: Record<string, string> = {
  'unknown-email': 'No account has this e-mail',
  'no-password': 'The account has no password',
  'wrong-password': 'Wrong password',
  blocked: 'The account is blocked',
  deleted: 'The account is deleted',
  merged: 'The account was merged into another',
};

/** The line of detail the report shows for an event. */
export function detailOf(r: InteractionRow): string | null {
  switch (r.kind) {
    case 'identity.sign-in-failed':
      return r.reason ? (failures[r.reason] ?? r.reason) : null;
    case 'identity.sign-in-throttled':
      return r.waitSeconds ? `Too many attempts: asked to wait ${r.waitSeconds} s` : 'Too many attempts';
    case 'identity.sign-out':
      return r.everywhere === 'true' ? 'Signed out everywhere' : null;
    case 'accounts.merge':
      return r.otherAdmId ? `With account ${r.otherAdmId}` : r.reason;
    default:
      return r.reason;
  }
}

const person = (admId: string | null, email: string | null, name: string | null) =>
  admId ? { admId, email: email ?? '', name: name ?? '' } : null;

/** The row as the page's response declares it. */
export const interactionOf = (r: InteractionRow): UserInteraction => ({
  id: r.id,
  at: r.at,
  kind: r.kind,
  account: person(r.accountAdmId, r.accountEmail, r.accountName),
  emailTried: r.emailTried,
  address: r.address,
  userAgent: r.userAgent,
  by: person(r.byAdmId, r.byEmail, r.byName),
  detail: detailOf(r),
});
