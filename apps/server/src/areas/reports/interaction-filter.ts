// The user-interaction report's filter, shared by its page and its CSV: the audit events of the
// interaction kinds between two UTC days (both inclusive), optionally of one kind and of one person.
import type { UserInteractionFilters } from '@eco/contract';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvents as e } from '../../db/schema/index.js';
import { FieldErrors } from '../../platform/field-errors.js';
import { interactionActions } from '../../platform/interaction-actions.js';
import { accountIdsWithEmail } from '../accounts/public.js';

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
 * reads the index in (at, id) order. An e-mail names the accounts that have (or had) it, through the
 * entity index: their events, and the sign-in attempts typed with that e-mail.
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
  const admIds = await accountIdsWithEmail(db, email);
  const attempts = and(eq(e.entity, 'sign-in'), eq(e.entityId, email));
  const theirs = admIds.length ? and(eq(e.entity, 'account'), inArray(e.entityId, admIds)) : undefined;
  return and(range, theirs ? or(theirs, attempts) : attempts);
}
