// Writes the demo's planned classes in a few bulk statements (every test starts from the demo data, so
// it must seed quickly): the classes, their sessions, trainers and registrations, then each class's
// seat counts as the registration service keeps them (seat holders and those waiting).
import type { ClassCancellationReason } from '@eco/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  classes,
  type classRegistrationStatuses,
  classRegistrations,
  classSessions,
  classTrainers,
} from '../../../db/schema/index.js';
import type { PlannedSession } from './demo-schedule.js';

export type DemoRegistrationStatus = (typeof classRegistrationStatuses)[number];

export interface DemoClassPlan {
  courseId: number;
  lead: string;
  coTrainers: string[];
  deliveryMethod: 'InPerson' | 'VirtualClassroom';
  state: 'Draft' | 'Submitted' | 'Approved' | 'Completed' | 'Cancelled';
  isPublished: boolean;
  cancellationReason: ClassCancellationReason | null;
  scope: 'Public' | 'Private';
  clientOrganization: string | null;
  partnerId: number | null;
  languageId: string;
  timeZone: string;
  countryCode: string | null;
  city: string;
  venue: string;
  meetingUrl: string | null;
  priceAmount: number;
  currency: string;
  capacity: number;
  sessions: PlannedSession[];
  /** In arrival order; waitlisted ones take positions 1, 2, 3... in that order. */
  registrations: { admId: string; status: DemoRegistrationStatus }[];
}

const chunked = <T>(rows: readonly T[], size = 2000) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

const first = (p: DemoClassPlan) => p.sessions[0] as PlannedSession;
const last = (p: DemoClassPlan) => p.sessions[p.sessions.length - 1] as PlannedSession;
const HOUR = 3_600_000;

function classRow(p: DemoClassPlan) {
  const { sessions: _s, registrations: _r, lead: _l, coTrainers: _c, ...columns } = p;
  return {
    ...columns,
    startDate: first(p).date,
    endDate: last(p).date,
    dailyStartTime: first(p).startTime,
    dailyEndTime: first(p).endTime,
    startsAt: first(p).startsAt,
    endsAt: last(p).endsAt,
    // Submitted about three weeks before the start; a Draft has not moved yet.
    stateChangedAt: p.state === 'Draft' ? null : new Date(first(p).startsAt.getTime() - 21 * 24 * HOUR),
  };
}

/** Arrivals a few hours apart, the last at least a day before the start (or before now, if sooner). */
function registrationRows(classId: number, p: DemoClassPlan, now: Date) {
  const lastArrival = Math.min(first(p).startsAt.getTime() - 24 * HOUR, now.getTime() - HOUR);
  let position = 0;
  return p.registrations.map((r, i) => ({
    classId,
    admId: r.admId,
    status: r.status,
    registeredAt: new Date(lastArrival - (p.registrations.length - i) * 5 * HOUR),
    waitlistPosition: r.status === 'waitlisted' ? ++position : null,
  }));
}

export async function insertDemoClasses(tx: Db, plans: readonly DemoClassPlan[], now: Date) {
  for (const batch of chunked(plans, 500)) {
    // A multi-row insert returns its rows in the order of its values.
    const ids = await tx.insert(classes).values(batch.map(classRow)).returning({ id: classes.id });
    const withIds = batch.map((p, i) => ({ p, id: (ids[i] as { id: number }).id }));
    const sessions = withIds.flatMap(({ p, id }) =>
      p.sessions.map((s) => ({
        classId: id,
        sessionDate: s.date,
        startTime: s.startTime,
        endTime: s.endTime,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
      })),
    );
    for (const rows of chunked(sessions)) await tx.insert(classSessions).values(rows);
    const trainers = withIds.flatMap(({ p, id }) => [
      { classId: id, admId: p.lead, isLead: true },
      ...p.coTrainers.map((admId) => ({ classId: id, admId, isLead: false })),
    ]);
    for (const rows of chunked(trainers)) await tx.insert(classTrainers).values(rows);
    const registrations = withIds.flatMap(({ p, id }) => registrationRows(id, p, now));
    for (const rows of chunked(registrations)) await tx.insert(classRegistrations).values(rows);
  }
  await tx.execute(sql`
    update class c set seats_taken = r.seats, waitlisted = r.waiting
    from (select class_id, count(*) filter (where status <> 'waitlisted')::int as seats,
                 count(*) filter (where status = 'waitlisted')::int as waiting
          from class_registration group by class_id) r
    where r.class_id = c.id`);
}
