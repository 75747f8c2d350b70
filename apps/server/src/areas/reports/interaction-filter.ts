// The user-interaction report's filter, shared by its page and its CSV: the audit events of the
// interaction kinds between two UTC days (both inclusive), optionally of one kind and of one person.
import type { UserInteractionFilters } from '@eco/contract';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvents as e } from '../../db/schema/index.js';
import { FieldErrors } from '../../platform/field-errors.js';
import { interactionActions } from '../../platform/interaction-actions.js';
import { accountsWithEmailContaining } from '../accounts/public.js';

/** A text more accounts' addresses contain than this is refused (400): the person types more of it. */
export const MAX_ACCOUNTS_BY_EMAIL = 500;

/** Answers 400 naming the end date when it is before the start date, before anything is read. */
export function checkInteractionFilters(f: UserInteractionFilters) {
  if (f.userInteractionEndDate < f.userInteractionStartDate) {
    new FieldErrors().add('userInteractionEndDate', 'The end date is before the start date.').throwIfAny();
  }
}

/** Midnight UTC at the start of an ISO day, whatever the session's time zone. */
const utcDay = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;

/**
 * The condition on audit_event. The action list is the partial index's own predicate, so the planner
 * reads the index in (at, id) order. The e-mail filter is part of an address: it names the accounts whose
 * address contains it (account_email_trgm), then, through the entity index, their events and the sign-in
 * attempts typed with their addresses or with the text typed whole. Attempts typed with an address nobody
 * has are found by the whole address only: finding them by a part would need a trigram index on the
 * audit trail's entity ids, which is not worth its size for this one filter.
 */
export async function interactionWhere(db: Db, f: UserInteractionFilters): Promise<SQL | undefined> {
  checkInteractionFilters(f);
  const range = and(
    inArray(e.action, f.kind ? [f.kind] : interactionActions),
    sql`${e.at} >= ${utcDay(f.userInteractionStartDate)}`,
    sql`${e.at} < ${utcDay(f.userInteractionEndDate)} + interval '1 day'`,
  );
  if (!f.email) return range;
  const email = f.email.trim().toLowerCase();
  const found = await accountsWithEmailContaining(db, email, MAX_ACCOUNTS_BY_EMAIL + 1);
  if (found.length > MAX_ACCOUNTS_BY_EMAIL) {
    new FieldErrors()
      .add('email', `More than ${MAX_ACCOUNTS_BY_EMAIL} accounts have an address with this text: type more of it.`)
      .throwIfAny();
  }
  const admIds = found.map((a) => a.admId);
  const typed = [...new Set([email, ...found.map((a) => a.email)])];
  const attempts = and(eq(e.entity, 'sign-in'), inArray(e.entityId, typed));
  const theirs = admIds.length ? and(eq(e.entity, 'account'), inArray(e.entityId, admIds)) : undefined;
  return and(range, theirs ? or(theirs, attempts) : attempts);
}
