// The waiting list: who holds a seat and who waits is decided under the class's row lock, so two
// registrations at once (on one instance or two) queue at the lock and the seats and positions stay
// exact. When a seat frees or capacity rises, the first in line is promoted in the same transaction and
// told by e-mail through the outbox.
import { classRefusals } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import type { Audit } from '../../../platform/context.js';
import { notFound, refuse } from '../../../platform/errors.js';
import { classSeatOfferedEmail } from '../email-types.js';
import { type Learner, tellLearners } from './class-mail.js';

export interface LockedClass {
  id: number;
  courseId: number;
  partnerId: number | null;
  state: string;
  capacity: number | null;
  seatsTaken: number;
  waitlisted: number;
}

/** Locks the class row (every registration change of the class queues here) and reads its seats. */
export async function lockClass(tx: Db, classId: number): Promise<LockedClass> {
  const [row] = await queryRows<LockedClass>(
    tx,
    sql`select id, course_id as "courseId", partner_id as "partnerId", state, capacity,
               seats_taken as "seatsTaken", waitlisted
        from class where id = ${classId} for update`,
  );
  if (!row) throw notFound('Class');
  return row;
}

/** Registrations are taken and changed only while a class can still run. */
export function refuseClosedClass(c: LockedClass) {
  if (c.state === 'Cancelled' || c.state === 'Completed') {
    throw refuse(classRefusals, 'registrations-closed', { state: c.state });
  }
}

/** Whether one more learner gets a seat: no capacity set means no limit. */
export const hasFreeSeat = (c: LockedClass) => c.capacity === null || c.seatsTaken < c.capacity;

/** Writes the class's counts from its registrations (exact, under the lock), without a version bump. */
export async function recountSeats(tx: Db, classId: number) {
  await tx.execute(sql`
    update class set
      seats_taken = (select count(*) from class_registration where class_id = ${classId} and status <> 'waitlisted'),
      waitlisted = (select count(*) from class_registration where class_id = ${classId} and status = 'waitlisted')
    where id = ${classId}`);
}

/** Renumbers the waiting list 1..n in its current order (after someone left it). */
export async function compactWaitlist(tx: Db, classId: number) {
  await tx.execute(sql`
    update class_registration r set waitlist_position = o.n
    from (select id, row_number() over (order by waitlist_position, registered_at, id) as n
          from class_registration where class_id = ${classId} and status = 'waitlisted') o
    where r.id = o.id and r.waitlist_position is distinct from o.n`);
}

/**
 * Promotes waitlisted registrations of `classId` into free seats inside `tx` (the class locked, or
 * locked here), queues each promoted learner's e-mail and returns how many moved. The class record's
 * edit calls it after raising the capacity; `audit`, when given, records each promotion.
 */
export async function fillFreedSeats(tx: Db, classId: number, audit?: Audit): Promise<number> {
  const c = await lockClass(tx, classId);
  const free = c.capacity === null ? c.waitlisted : Math.max(0, c.capacity - c.seatsTaken);
  const n = Math.min(free, c.waitlisted);
  if (n <= 0) return 0;
  const promoted = await queryRows<Learner>(
    tx,
    sql`update class_registration r
        set status = 'registered', waitlist_position = null, promoted_at = now(),
            version = r.version + 1, updated_at = now()
        from account a
        where r.id in (select id from class_registration
                       where class_id = ${classId} and status = 'waitlisted'
                       order by waitlist_position, registered_at, id limit ${n})
          and a.adm_id = r.adm_id
        returning r.id, a.email, a.first_name as "firstName", a.preferred_language as "languageId"`,
  );
  await compactWaitlist(tx, classId);
  await recountSeats(tx, classId);
  await tellLearners(tx, classId, classSeatOfferedEmail, promoted);
  if (audit && promoted.length) {
    await audit(
      promoted.map((p) => ({
        action: 'classes.promote',
        entity: 'class-registration',
        entityId: p.id,
        before: { status: 'waitlisted' },
        after: { status: 'registered', classId },
      })),
    );
  }
  return promoted.length;
}

/**
 * Puts the waiting list in the order given: the ids must be exactly the class's waitlisted registrations
 * (a list changed meanwhile is refused, so nobody is dropped by a stale screen).
 */
export async function reorderWaitlist(tx: Db, audit: Audit, classId: number, ids: readonly number[]) {
  await lockClass(tx, classId);
  const current = await queryRows<{ id: number }>(
    tx,
    sql`select id from class_registration where class_id = ${classId} and status = 'waitlisted'
        order by waitlist_position, registered_at, id`,
  );
  const before = current.map((r) => r.id);
  const same =
    ids.length === before.length && new Set(ids).size === ids.length && ids.every((id) => before.includes(id));
  if (!same) throw refuse(classRefusals, 'waitlist-changed');
  await tx.execute(sql`
    update class_registration r set waitlist_position = o.n, version = r.version + 1, updated_at = now()
    from unnest(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)}) with ordinality as o(id, n)
    where r.id = o.id and r.waitlist_position is distinct from o.n`);
  await audit({
    action: 'classes.reorder-waitlist',
    entity: 'class',
    entityId: classId,
    before: { order: before },
    after: { order: ids },
  });
}
