// Reading a class's registrations: each learner's name and e-mail, status, place on the waiting list,
// arrival and passcode. (The accounts staff may register are the Accounts area's searchAccounts.)
import type { ClassRegistration, ClassRegistrationList } from '@eco/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { isoInstant } from '../../../db/iso-instant.js';
import { notFound } from '../../../platform/errors.js';

interface RawRegistration extends Omit<ClassRegistration, 'passcode'> {
  passcodeId: number | null;
  code: string | null;
  isActive: boolean | null;
  isRevoked: boolean | null;
  redeemedAt: string | null;
}

const registrationSelect = (where: SQL) => sql`
  select r.id, r.class_id as "classId", r.adm_id as "admId", a.email, a.first_name as "firstName",
         a.last_name as "lastName", r.status, r.waitlist_position as "waitlistPosition",
         ${isoInstant(sql`r.registered_at`)} as "registeredAt", ${isoInstant(sql`r.promoted_at`)} as "promotedAt",
         r.version, p.id as "passcodeId", p.code, p.is_active as "isActive", p.is_revoked as "isRevoked",
         ${isoInstant(sql`p.redeemed_at`)} as "redeemedAt"
  from class_registration r
  join account a on a.adm_id = r.adm_id
  left join passcode p on p.id = r.passcode_id
  where ${where}
  order by (r.status = 'waitlisted'), r.waitlist_position, r.registered_at, r.id`;

function shape(r: RawRegistration): ClassRegistration {
  const { passcodeId, code, isActive, isRevoked, redeemedAt, ...rest } = r;
  return {
    ...rest,
    passcode:
      passcodeId && code
        ? { id: passcodeId, code, isActive: Boolean(isActive), isRevoked: Boolean(isRevoked), redeemedAt }
        : null,
  };
}

export async function readRegistration(db: Db, classId: number, id: number): Promise<ClassRegistration> {
  const [row] = await queryRows<RawRegistration>(db, registrationSelect(sql`r.class_id = ${classId} and r.id = ${id}`));
  if (!row) throw notFound('Registration');
  return shape(row);
}

export async function listRegistrations(db: Db, classId: number): Promise<ClassRegistrationList> {
  const [c] = await queryRows<{ capacity: number | null; seatsTaken: number; waitlisted: number }>(
    db,
    sql`select capacity, seats_taken as "seatsTaken", waitlisted from class where id = ${classId}`,
  );
  if (!c) throw notFound('Class');
  const rows = await queryRows<RawRegistration>(db, registrationSelect(sql`r.class_id = ${classId}`));
  return { classId, ...c, registrations: rows.map(shape) };
}
