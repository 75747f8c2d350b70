// Scheduling a class: create, edit and delete, each in one transaction with its audit event. A save
// computes the sessions' instants in the class's zone, runs the scheduling checks, and keeps the
// overridden warnings with their reasons in the audit trail.
import { type ClassRecord, classRefusals, type classUpdate } from '@eco/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import { classes, classTrainers } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { conflict, notFound, refuse } from '../../../platform/errors.js';
import { updateVersioned } from '../../../platform/versioning.js';
import { fillFreedSeats } from '../registrations/waitlist.js';
import {
  capacityChecks,
  enforceChecks,
  leadLicenseChecks,
  sessionTimeChecks,
  trainerOverlapChecks,
  venueClashChecks,
} from './class-checks.js';
import { findClassRow, getClass } from './class-read.js';
import { type SessionInstants, saveSessions, sessionInstants } from './class-sessions.js';
import { type ClassBody, validateClassBody } from './class-validate.js';

type ClassUpdateBody = z.output<typeof classUpdate>;

/** The class columns a body sets; the dates and instants come from its first and last sessions. */
function columnsOf(input: ClassBody, sessions: readonly SessionInstants[]) {
  const first = sessions[0] as SessionInstants;
  const last = sessions[sessions.length - 1] as SessionInstants;
  const inPerson = input.deliveryMethod === 'InPerson';
  return {
    courseId: input.courseId,
    partnerId: input.partnerId,
    languageId: input.languageId,
    deliveryMethod: input.deliveryMethod,
    scope: input.scope,
    clientOrganization: input.clientOrganization || null,
    timeZone: input.timeZone,
    startDate: first.date,
    endDate: last.date,
    dailyStartTime: first.startTime,
    dailyEndTime: first.endTime,
    startsAt: first.startsAt,
    endsAt: last.endsAt,
    countryCode: input.countryCode,
    city: input.city,
    venue: inPerson ? input.venue : '',
    meetingUrl: inPerson ? null : input.meetingUrl,
    priceAmount: input.priceAmount,
    currency: input.currency,
    capacity: input.capacity,
  };
}

/** What the audit trail keeps of a class: its fields, sessions and trainers. */
function audited(input: ClassBody, sessions: readonly { date: string; startTime: string; endTime: string }[]) {
  // The dates and instants derive from the sessions, which the trail keeps as written.
  const { startDate, endDate, dailyStartTime, dailyEndTime, startsAt, endsAt, ...fields } = columnsOf(
    input,
    sessionInstants(sessions, input.timeZone),
  );
  return {
    ...fields,
    sessions: sessions.map((s) => `${s.date} ${s.startTime}-${s.endTime}`),
    trainers: input.trainers.map((t) => `${t.admId.toLowerCase()}${t.isLead ? ' (lead)' : ''}`).sort(),
  };
}

const auditedRecord = (r: ClassRecord) =>
  audited(
    {
      ...r,
      languageId: r.languageId as ClassBody['languageId'],
      capacity: r.capacity ?? 0,
      overrides: [],
      trainers: r.trainers.map((t) => ({ admId: t.admId, isLead: t.isLead })),
    },
    r.sessions,
  );

async function runChecks(tx: Db, input: ClassBody, classId: number | null, seatsTaken: number, leadName: string) {
  const sessions = sessionInstants(input.sessions, input.timeZone);
  const lead = input.trainers.find((t) => t.isLead);
  const checkInput = {
    classId,
    courseId: input.courseId,
    leadAdmId: lead?.admId ?? '',
    trainerAdmIds: input.trainers.map((t) => t.admId),
    sessions,
    capacity: input.capacity,
    seatsTaken,
    deliveryMethod: input.deliveryMethod,
    countryCode: input.countryCode ?? null,
    city: input.city ?? '',
    venue: input.venue ?? '',
  };
  const timesOk = sessionTimeChecks(sessions);
  const checks = [
    ...timesOk,
    ...capacityChecks(input.capacity, seatsTaken),
    ...(await leadLicenseChecks(tx, checkInput, leadName)),
    // Overlap is measured on valid sessions only: an inverted one would clash with nothing or everything.
    ...(timesOk.length === 0 ? await trainerOverlapChecks(tx, checkInput) : []),
    ...(timesOk.length === 0 ? await venueClashChecks(tx, checkInput) : []),
  ];
  return { sessions, overridden: enforceChecks(checks, input.overrides) };
}

async function saveTrainers(tx: Db, classId: number, input: ClassBody) {
  await tx.delete(classTrainers).where(eq(classTrainers.classId, classId));
  await tx
    .insert(classTrainers)
    .values(input.trainers.map((t) => ({ classId, admId: t.admId.toLowerCase(), isLead: t.isLead })));
}

export async function createClass(ctx: RequestContext, input: ClassBody): Promise<ClassRecord> {
  const id = await ctx.write(async (tx, audit) => {
    const leadName = await validateClassBody(tx, input);
    const { sessions, overridden } = await runChecks(tx, input, null, 0, leadName);
    const [row] = await tx
      .insert(classes)
      .values({ ...columnsOf(input, sessions), state: 'Draft', isPublished: false })
      .returning({ id: classes.id });
    if (!row) throw new Error('insert returned no row');
    await saveSessions(tx, row.id, sessions);
    await saveTrainers(tx, row.id, input);
    await audit({
      action: 'classes.create',
      entity: 'class',
      entityId: row.id,
      after: { ...audited(input, input.sessions), overrides: overridden.length ? overridden : undefined },
    });
    return row.id;
  });
  return getClass(ctx.db, id);
}

export async function updateClass(ctx: RequestContext, id: number, input: ClassUpdateBody): Promise<ClassRecord> {
  await ctx.write(async (tx, audit) => {
    // The row lock orders this edit with registrations, which count seats under the same lock.
    const row = await findClassRow(tx, id, true);
    if (!row) throw notFound('Class');
    if (row.version !== input.version) throw conflict();
    // A completed class is what F2F years and partner billing count; a cancelled one is over. Neither is
    // rescheduled: a mistake in one is told in a new class, not by rewriting history.
    if (row.state === 'Completed' || row.state === 'Cancelled') {
      throw refuse(classRefusals, 'not-editable', { state: row.state });
    }
    const before = await getClass(tx, id);
    const leadName = await validateClassBody(tx, input);
    const { sessions, overridden } = await runChecks(tx, input, id, row.seatsTaken, leadName);
    await updateVersioned(tx, classes, classes.id, id, input.version, columnsOf(input, sessions), 'Class');
    await saveSessions(tx, id, sessions);
    await saveTrainers(tx, id, input);
    // A raised capacity offers the freed seats to the waiting list in this same transaction.
    if ((row.capacity ?? 0) < input.capacity) await fillFreedSeats(tx, id, audit);
    await audit({
      action: 'classes.update',
      entity: 'class',
      entityId: id,
      before: { ...auditedRecord(before), overrides: null },
      after: { ...audited(input, input.sessions), overrides: overridden.length ? overridden : null },
    });
  });
  return getClass(ctx.db, id);
}

/** Deletes a class without registrations; a Failed answer says why, and nothing changes then. */
export async function deleteClass(ctx: RequestContext, id: number) {
  return ctx.write(async (tx, audit) => {
    const row = await findClassRow(tx, id, true);
    if (!row) throw notFound('Class');
    const [count] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from class_registration where class_id = ${id}`,
    );
    if ((count?.n ?? 0) > 0) {
      return {
        status: 'Failed' as const,
        errors: [`Class ${id} has ${count?.n} registrations; remove them or cancel the class instead.`],
      };
    }
    const before = await getClass(tx, id);
    await tx.execute(sql`delete from class where id = ${id}`);
    await audit({ action: 'classes.delete', entity: 'class', entityId: id, before: auditedRecord(before) });
    return { status: 'Succeeded' as const, errors: [] };
  });
}
