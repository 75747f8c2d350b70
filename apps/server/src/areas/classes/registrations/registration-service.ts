// Registering learners in a class, removing them and recording attendance. Every change locks the class
// row first, so the seat decision (registered while seats_taken < capacity, else waitlisted) and the
// class's counts are exact however many arrive at once; the public site's registrations would go
// through registerInClass too.
import {
  type ClassRegistration,
  type ClassRegistrationList,
  classRefusals,
  type classRegistrationInput,
  type classRegistrationStatusChange,
} from '@eco/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import type { Audit, RequestContext } from '../../../platform/context.js';
import { conflict, invalid, notFound, refuse } from '../../../platform/errors.js';
import { createAccountIn, liveAccountId } from '../../accounts/public.js';
import { classWaitlistedEmail } from '../email-types.js';
import { type Learner, tellLearners } from './class-mail.js';
import { listRegistrations, readRegistration } from './registrations.js';
import {
  compactWaitlist,
  fillFreedSeats,
  hasFreeSeat,
  lockClass,
  recountSeats,
  refuseClosedClass,
} from './waitlist.js';

type RegistrationInput = z.output<typeof classRegistrationInput>;

/**
 * The account to register: the one chosen (live), or the live account of the new one's e-mail, or a new
 * account made by the Accounts area (its checks, audit entry and account.created event; a refusal is a
 * field error of newAccount).
 */
async function accountFor(tx: Db, audit: Audit, input: RegistrationInput): Promise<string> {
  if (input.admId) {
    const admId = await liveAccountId(tx, { admId: input.admId });
    if (!admId) throw invalid('admId', 'No live account has this id.');
    return admId;
  }
  const person = input.newAccount as NonNullable<RegistrationInput['newAccount']>;
  return (await liveAccountId(tx, { email: person.email })) ?? createAccountIn(tx, audit, person, 'newAccount.');
}

/**
 * Registers an account in the class inside `tx`: a seat while there is one, else last on the waiting
 * list. Arrival is the order the class's lock was taken, and registered_at is read after it.
 */
export async function registerInClass(tx: Db, audit: Audit, classId: number, input: RegistrationInput) {
  const c = await lockClass(tx, classId);
  refuseClosedClass(c);
  const admId = await accountFor(tx, audit, input);
  const [existing] = await queryRows<{ status: string; waitlistPosition: number | null }>(
    tx,
    sql`select status, waitlist_position as "waitlistPosition" from class_registration
        where class_id = ${classId} and adm_id = ${admId}`,
  );
  if (existing) {
    const where = existing.waitlistPosition ? `on the waiting list (${existing.waitlistPosition})` : existing.status;
    throw invalid(input.admId ? 'admId' : 'newAccount.email', `Already registered in this class: ${where}.`);
  }
  const seat = hasFreeSeat(c);
  const position = seat ? null : c.waitlisted + 1;
  const [learner] = await queryRows<Learner>(
    tx,
    sql`with r as (insert into class_registration (class_id, adm_id, status, waitlist_position, registered_at)
                   values (${classId}, ${admId}, ${seat ? 'registered' : 'waitlisted'}, ${position}, clock_timestamp())
                   returning id, adm_id)
        select r.id, a.email, a.first_name as "firstName", a.preferred_language as "languageId"
        from r join account a on a.adm_id = r.adm_id`,
  );
  if (!learner) throw new Error('insert returned no row');
  const id = learner.id;
  // Told their place in line, so nobody wonders whether a full class took them.
  if (position !== null)
    await tellLearners(tx, classId, classWaitlistedEmail, [learner], { position: String(position) });
  await tx.execute(
    seat
      ? sql`update class set seats_taken = seats_taken + 1 where id = ${classId}`
      : sql`update class set waitlisted = waitlisted + 1 where id = ${classId}`,
  );
  await audit({
    action: 'classes.register',
    entity: 'class-registration',
    entityId: id,
    after: {
      classId,
      admId,
      status: seat ? 'registered' : 'waitlisted',
      waitlistPosition: position,
      ...(input.newAccount ? { newAccount: input.newAccount } : {}),
    },
  });
  return id;
}

export async function addRegistration(
  ctx: RequestContext,
  classId: number,
  input: RegistrationInput,
): Promise<ClassRegistration> {
  const id = await ctx.write((tx, audit) => registerInClass(tx, audit, classId, input));
  return readRegistration(ctx.db, classId, id);
}

interface RegistrationRow {
  id: number;
  admId: string;
  status: string;
  waitlistPosition: number | null;
  version: number;
}

async function lockRegistration(tx: Db, classId: number, id: number): Promise<RegistrationRow> {
  const [row] = await queryRows<RegistrationRow>(
    tx,
    sql`select id, adm_id as "admId", status, waitlist_position as "waitlistPosition", version
        from class_registration where id = ${id} and class_id = ${classId} for update`,
  );
  if (!row) throw notFound('Registration');
  return row;
}

/** Removes a registration; a freed seat goes to the first in line in the same transaction. */
export async function removeRegistration(
  ctx: RequestContext,
  classId: number,
  id: number,
): Promise<ClassRegistrationList> {
  await ctx.write(async (tx, audit) => {
    const c = await lockClass(tx, classId);
    refuseClosedClass(c);
    const row = await lockRegistration(tx, classId, id);
    await tx.execute(sql`delete from class_registration where id = ${id}`);
    await recountSeats(tx, classId);
    if (row.status === 'waitlisted') await compactWaitlist(tx, classId);
    await audit({
      action: 'classes.unregister',
      entity: 'class-registration',
      entityId: id,
      before: { classId, admId: row.admId, status: row.status, waitlistPosition: row.waitlistPosition },
    });
    if (row.status !== 'waitlisted') await fillFreedSeats(tx, classId, audit);
  });
  return listRegistrations(ctx.db, classId);
}

/** Records a seat holder's attendance; the waiting list alone gives and takes On Waitlist. */
export async function setRegistrationStatus(
  ctx: RequestContext,
  classId: number,
  id: number,
  body: z.output<typeof classRegistrationStatusChange>,
): Promise<ClassRegistration> {
  await ctx.write(async (tx, audit) => {
    await lockClass(tx, classId);
    const row = await lockRegistration(tx, classId, id);
    if (row.version !== body.version) throw conflict();
    if (row.status === 'waitlisted') {
      throw refuse(classRefusals, 'waitlisted-no-status');
    }
    await tx.execute(sql`
      update class_registration set status = ${body.status}, version = version + 1, updated_at = now()
      where id = ${id}`);
    await audit({
      action: 'classes.set-registration-status',
      entity: 'class-registration',
      entityId: id,
      before: { status: row.status },
      after: { status: body.status },
    });
  });
  return readRegistration(ctx.db, classId, id);
}
