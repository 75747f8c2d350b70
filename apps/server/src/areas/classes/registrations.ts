// Reading a class's registrations: each learner's name and e-mail, status, place on the waiting list,
// arrival and passcode; and the accounts staff may register, found by the start of an e-mail or a name.
import type { ClassRegistration, ClassRegistrationList, RegistrationAccount } from '@eco/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { isoText } from '../../kits/lists/row-values.js';
import { likeStart } from '../../kits/search/text-match.js';
import { notFound } from '../../platform/errors.js';

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
         ${isoText(sql`r.registered_at`)} as "registeredAt", ${isoText(sql`r.promoted_at`)} as "promotedAt",
         r.version, p.id as "passcodeId", p.code, p.is_active as "isActive", p.is_revoked as "isRevoked",
         ${isoText(sql`p.redeemed_at`)} as "redeemedAt"
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

/** One of the Accounts search's keys (account-search indexes: live accounts, "C" collation). */
const keyed = (key: SQL, start: string) => sql`
  (select adm_id, email, first_name, last_name, lower(email) collate "C" as sort_key
   from account
   where deleted_at is null and merged_into_adm_id is null and ${key} like ${start}
   order by ${key} limit 10)`;

/**
 * Live accounts whose e-mail, full name (so a first name) or last name starts with the text: each read
 * as a range of the Accounts search's own index, ten at most of each, then the first ten by e-mail.
 */
export function searchRegistrationAccounts(db: Db, q: string): Promise<RegistrationAccount[]> {
  const start = likeStart(q);
  return queryRows<RegistrationAccount>(
    db,
    sql`select adm_id as "admId", email, first_name as "firstName", last_name as "lastName"
        from (${keyed(sql`(lower(email) collate "C")`, start)}
              union ${keyed(sql`(lower(first_name || ' ' || last_name) collate "C")`, start)}
              union ${keyed(sql`(lower(last_name) collate "C")`, start)}) found
        order by sort_key
        limit 10`,
  );
}
