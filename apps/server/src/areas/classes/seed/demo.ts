// Demo classes. First the in-person classes behind each demo trainer's face-to-face record (Completed,
// ended in that year), then a few dozen classes over the past and coming months that show the Classes
// area at work: both delivery methods in the trainers' own zones, every state, every registration status,
// a full class with a waiting list, classes that ended days ago and still need closing, private classes
// for a client organisation, cancellations with their reasons. Every lead trainer holds a license for the
// course valid on every session, and no trainer teaches two classes on one day. Then the F2F records are
// recounted from the classes (as the daily job does, so it agrees with them) and the renewal reminders
// the license schedules have called for so far are sent, so trainer pages show reminders sent.
import { classCancellationReasons } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { prng } from '../../../kits/seeding/prng.js';
import { liveAccount } from '../../accounts/public.js';
import { daysBefore, recountF2f, sendDueReminders } from '../../trainers/public.js';
import { type DemoClassPlan, type DemoRegistrationStatus, insertDemoClasses } from './demo-insert.js';
import { clients, countries, places } from './demo-places.js';
import {
  type DemoCourse,
  type DemoTrainer,
  licenseCovers,
  type PlannedSession,
  sessionsFrom,
  TeachingDays,
} from './demo-schedule.js';

type Rnd = ReturnType<typeof prng>;

interface World {
  courses: DemoCourse[];
  trainers: DemoTrainer[];
  years: { admId: string; year: number; completed: number }[];
  learners: string[];
  partners: number[];
  today: string;
}

async function readWorld(tx: Db): Promise<World> {
  const courses = await queryRows<DemoCourse>(
    tx,
    sql`select id, duration_days as days, required_license_id as "licenseId", is_beta as "isBeta"
        from course where is_active order by id`,
  );
  const rows = await queryRows<Omit<DemoTrainer, 'licenses'> & { held: DemoTrainer['licenses'] | null }>(
    tx,
    sql`select t.adm_id as "admId", t.is_active as "isActive", a.country_code as "countryCode",
               t.time_zone as "timeZone",
               (select json_agg(json_build_object('licenseId', tl.license_id, 'grantedOn', tl.granted_on,
                                                  'expiresAt', tl.expires_at) order by tl.license_id)
                from trainer_license tl where tl.trainer_id = t.id) as held
        from trainer t join account a on a.adm_id = t.adm_id order by t.id`,
  );
  const trainers = rows.map(({ held, ...t }) => ({
    ...t,
    licenses: (held ?? []).map((l) => ({ ...l, grantedOn: String(l.grantedOn), expiresAt: new Date(l.expiresAt) })),
  }));
  const years = await queryRows<{ admId: string; year: number; completed: number }>(
    tx,
    sql`select t.adm_id as "admId", f.year, f.completed from trainer_f2f_year f
        join trainer t on t.id = f.trainer_id where f.completed > 0 order by t.id, f.year`,
  );
  // Learners in a stable mixed order (by e-mail, a class would hold only names starting with A).
  const learners = await queryRows<{ adm_id: string }>(
    tx,
    sql`select adm_id from account a where email !~ '@(example\\.com|eco-training\\.example)$' and ${liveAccount('a')}
        and not exists (select 1 from trainer t where t.adm_id = a.adm_id)
        order by md5(email) limit 200`,
  );
  const partners = await queryRows<{ id: number }>(tx, sql`select id from partner where is_active order by id`);
  return {
    courses,
    trainers,
    years,
    learners: learners.map((r) => r.adm_id),
    partners: partners.map((p) => p.id),
    today: new Date().toISOString().slice(0, 10),
  };
}

const placeOf = (trainer: DemoTrainer, rnd: Rnd) =>
  rnd.pick(places[trainer.countryCode ?? ''] ?? places[rnd.pick(countries)] ?? []);

interface Slot {
  trainer: DemoTrainer;
  course: DemoCourse;
  sessions: PlannedSession[];
  place: ReturnType<typeof placeOf>;
  virtual: boolean;
}

/** A course the trainer may lead on every session from `firstDay`, in person or online, or none. */
function slotFor(w: World, trainer: DemoTrainer, firstDay: string, virtual: boolean, rnd: Rnd, beta = false) {
  const place = placeOf(trainer, rnd);
  const zone = virtual ? trainer.timeZone : place.timeZone;
  const offered = w.courses.filter((c) => c.isBeta === beta);
  for (const course of [...offered].sort(() => rnd.next() - 0.5)) {
    const sessions = sessionsFrom(firstDay, course.days, virtual, zone);
    if (licenseCovers(trainer, course, sessions)) return { trainer, course, sessions, place, virtual };
  }
  return null;
}

function planOf(slot: Slot, fields: Partial<DemoClassPlan> & Pick<DemoClassPlan, 'state' | 'capacity'>): DemoClassPlan {
  const { trainer, course, sessions, place, virtual } = slot;
  return {
    courseId: course.id,
    lead: trainer.admId,
    coTrainers: [],
    deliveryMethod: virtual ? 'VirtualClassroom' : 'InPerson',
    isPublished: fields.state === 'Approved' || fields.state === 'Completed',
    cancellationReason: null,
    scope: 'Public',
    clientOrganization: null,
    partnerId: null,
    languageId: 'en',
    timeZone: virtual ? trainer.timeZone : place.timeZone,
    countryCode: virtual ? trainer.countryCode : (Object.keys(places).find((k) => places[k]?.includes(place)) ?? null),
    city: virtual ? '' : place.city,
    venue: virtual ? '' : place.venue,
    meetingUrl: virtual
      ? `https://meet.example.com/${course.id}-${sessions[0]?.date}-${trainer.admId.slice(0, 8)}`
      : null,
    priceAmount: virtual ? Math.round(place.price * 0.8) : place.price,
    currency: place.currency,
    sessions,
    registrations: [],
    ...fields,
  };
}

const completedStatuses: DemoRegistrationStatus[] = [
  'complete',
  'complete',
  'complete',
  'attended',
  'complete',
  'incomplete',
  'n/a',
  'deferred',
  'unknown',
];

/** The classes each trainer's F2F record counts: Completed, in person, ended in that year, before today. */
function f2fClasses(w: World, days: TeachingDays, rnd: Rnd): DemoClassPlan[] {
  const plans: DemoClassPlan[] = [];
  const byAdm = new Map(w.trainers.map((t) => [t.admId, t]));
  for (const y of w.years) {
    const trainer = byAdm.get(y.admId);
    if (!trainer) continue;
    const lastDay = y.year < Number(w.today.slice(0, 4)) ? `${y.year}-12-18` : daysBefore(w.today, 10);
    const span = Math.round((Date.parse(lastDay) - Date.parse(`${y.year}-01-05`)) / 86_400_000);
    for (let n = 0; n < y.completed; n++) {
      // A few tries for a day the trainer is free and licensed on; a record with no such day counts fewer.
      for (let attempt = 0; attempt < 12; attempt++) {
        const slot = slotFor(w, trainer, daysBefore(lastDay, rnd.int(0, Math.max(0, span))), false, rnd);
        if (
          !slot ||
          !days.free(trainer.admId, slot.sessions) ||
          slot.sessions.at(-1)?.date.slice(0, 4) !== String(y.year)
        )
          continue;
        days.take(trainer.admId, slot.sessions);
        const learners = w.learners.slice(rnd.int(0, 150), undefined).slice(0, rnd.int(4, 14));
        const registrations = learners.map((admId) => ({ admId, status: rnd.pick(completedStatuses) }));
        plans.push(planOf(slot, { state: 'Completed', capacity: 20, registrations }));
        break;
      }
    }
  }
  return plans;
}

/** The classes that show the area at work, by days from today. */
interface Showcase {
  from: number;
  state: DemoClassPlan['state'];
  virtual?: boolean;
  /** Share of the capacity registered; 'full' fills it and waitlists `waiting` more. */
  fill: number | 'full';
  waiting?: number;
  capacity?: number;
  published?: boolean;
  private?: boolean;
  coTrainer?: boolean;
  beta?: boolean;
  /** Ended, not closed: registrations still without attendance, a few marked. */
  needsClosing?: boolean;
}

const showcase: Showcase[] = [
  // The past months: completed (attendance recorded), cancelled, and some never closed.
  { from: -120, state: 'Completed', fill: 0.8 },
  { from: -110, state: 'Completed', virtual: true, fill: 0.9 },
  { from: -100, state: 'Cancelled', fill: 0.2 },
  { from: -92, state: 'Completed', fill: 0.7, coTrainer: true },
  { from: -80, state: 'Completed', virtual: true, fill: 0.6, private: true },
  { from: -66, state: 'Completed', fill: 1 },
  { from: -52, state: 'Cancelled', virtual: true, fill: 0.3 },
  { from: -45, state: 'Completed', fill: 0.75 },
  { from: -30, state: 'Approved', fill: 0.8, needsClosing: true },
  { from: -24, state: 'Approved', virtual: true, fill: 0.6, needsClosing: true },
  { from: -18, state: 'Submitted', fill: 0.5, needsClosing: true },
  { from: -12, state: 'Approved', fill: 0.9, private: true, needsClosing: true, coTrainer: true },
  // Running now and the coming months.
  { from: 0, state: 'Approved', fill: 0.7 },
  { from: 4, state: 'Approved', fill: 'full', capacity: 12, waiting: 5 },
  { from: 7, state: 'Approved', virtual: true, fill: 0.5 },
  { from: 10, state: 'Submitted', fill: 0.2 },
  { from: 12, state: 'Draft', fill: 0 },
  { from: 15, state: 'Approved', virtual: true, fill: 0.6, private: true },
  { from: 18, state: 'Approved', fill: 0.4, coTrainer: true },
  { from: 21, state: 'Cancelled', fill: 0.1 },
  { from: 24, state: 'Submitted', virtual: true, fill: 0.3 },
  { from: 28, state: 'Approved', fill: 0.5 },
  { from: 31, state: 'Approved', virtual: true, fill: 'full', capacity: 8, waiting: 3 },
  { from: 35, state: 'Draft', fill: 0 },
  { from: 40, state: 'Submitted', virtual: true, fill: 0.1 },
  { from: 45, state: 'Approved', fill: 0.3, beta: true },
  { from: 50, state: 'Approved', fill: 0.2, published: false },
  { from: 56, state: 'Cancelled', virtual: true, fill: 0 },
  { from: 60, state: 'Draft', virtual: true, fill: 0 },
  { from: 70, state: 'Submitted', fill: 0.1 },
  { from: 80, state: 'Approved', fill: 0.2, coTrainer: true },
  { from: 95, state: 'Approved', virtual: true, fill: 0.1, private: true },
  { from: 110, state: 'Submitted', fill: 0 },
  { from: 130, state: 'Draft', fill: 0 },
  { from: 150, state: 'Submitted', virtual: true, fill: 0 },
];

/** Registrations in arrival order with statuses that fit the class. */
function registrationsOf(s: Showcase, capacity: number, learners: string[], rnd: Rnd) {
  const seats = s.fill === 'full' ? capacity : Math.round(capacity * s.fill);
  const people = learners.slice(0, seats + (s.fill === 'full' ? (s.waiting ?? 0) : 0));
  return people.map((admId, i) => {
    let status: DemoRegistrationStatus = i % 6 === 4 ? 'pending' : 'registered';
    if (i >= seats) status = 'waitlisted';
    else if (s.state === 'Completed') status = rnd.pick(completedStatuses);
    else if (s.state === 'Cancelled') status = 'deferred';
    else if (s.needsClosing) status = i < seats / 3 ? 'attended' : 'registered';
    return { admId, status };
  });
}

function showcaseClasses(w: World, days: TeachingDays, rnd: Rnd): DemoClassPlan[] {
  const plans: DemoClassPlan[] = [];
  const leads = w.trainers.filter((t) => t.isActive && t.licenses.length > 0);
  for (const [i, s] of showcase.entries()) {
    const firstDay = daysBefore(w.today, -s.from);
    const candidates = [...leads.slice(i % leads.length), ...leads.slice(0, i % leads.length)];
    const slot = candidates
      .map((t) => slotFor(w, t, firstDay, s.virtual ?? false, rnd, s.beta))
      .find((found) => found && days.free(found.trainer.admId, found.sessions));
    if (!slot) continue;
    days.take(slot.trainer.admId, slot.sessions);
    const co = s.coTrainer ? leads.find((t) => t !== slot.trainer && days.free(t.admId, slot.sessions)) : undefined;
    if (co) days.take(co.admId, slot.sessions);
    const capacity = s.capacity ?? rnd.pick([12, 16, 20, 24]);
    const offset = (i * 37) % Math.max(1, w.learners.length - 40);
    plans.push(
      planOf(slot, {
        state: s.state,
        capacity,
        coTrainers: co ? [co.admId] : [],
        isPublished: s.published ?? (s.state === 'Approved' || s.state === 'Completed'),
        cancellationReason:
          s.state === 'Cancelled'
            ? (classCancellationReasons[(i * 5) % classCancellationReasons.length] ?? null)
            : null,
        scope: s.private ? 'Private' : 'Public',
        clientOrganization: s.private ? (clients[i % clients.length] ?? null) : null,
        partnerId: i % 2 === 0 && w.partners.length ? (w.partners[i % w.partners.length] ?? null) : null,
        registrations: registrationsOf(s, capacity, w.learners.slice(offset), rnd),
      }),
    );
  }
  return plans;
}

export async function seedDemoClasses(tx: Db) {
  const rnd = prng(1414);
  const world = await readWorld(tx);
  if (!world.courses.length || !world.trainers.length) return;
  const days = new TeachingDays();
  const now = new Date();
  await insertDemoClasses(tx, [...f2fClasses(world, days, rnd), ...showcaseClasses(world, days, rnd)], now);
  // The F2F records count the classes just made, as the daily job would count them.
  const year = now.getUTCFullYear();
  await recountF2f(tx, [year - 1, year]);
  // The reminders the schedules have called for by today, as the daily job would have queued them.
  await sendDueReminders(tx, now, 'Scrum');
}
