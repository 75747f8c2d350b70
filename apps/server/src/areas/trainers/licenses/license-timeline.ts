// A held license's timeline: issued → renewal window open → due → grace → expired, each step an exact
// instant in the trainer's zone. Renewal opens a number of CALENDAR months before expiry (the waste-carrier
// registers learned "3 months" is not "90 days"), computed on the zone's wall clock so a daylight-saving
// change or a short month lands where a person expects: valid through 31 May opens on 28 Feb (the month's
// last day), not on 3 Mar. The daily job (license-job.ts) computes the same boundaries in SQL for hundreds
// of thousands of rows at once; its test checks the two agree.
import { TZDate } from '@date-fns/tz';
import type { LicenseRenewalState, LicenseTimelineStep } from '@eco/contract';
import { addDays, format, subDays, subMonths } from 'date-fns';

/** The due step is the last 30 days before expiry, for every license. */
export const DUE_DAYS = 30;

/** What a license type says about renewing (the `license` row). */
export interface RenewalPolicy {
  renewalWindowMonths: number;
  graceDays: number;
}

export interface TimelineStep {
  step: LicenseTimelineStep;
  at: Date;
  /** A renewal's new last valid day. */
  validThrough?: string;
  /** A renewal's note or an end's reason. */
  note?: string | null;
}

/** A renewal staff recorded: when, the new last valid day and the note. */
export interface RecordedRenewal {
  at: Date;
  validThrough: string;
  note: string | null;
}

export interface LicenseTimeline {
  state: LicenseRenewalState;
  steps: TimelineStep[];
  /** The first instant after the last valid day (00:00 of the next day in the zone). */
  endsAt: Date;
}

/** Year, month (1-12) and day of an ISO date. */
function dayParts(isoDay: string): [number, number, number] {
  const [y = Number.NaN, m = Number.NaN, d = Number.NaN] = isoDay.split('-').map(Number);
  return [y, m, d];
}

/** 00:00 of a calendar day in the zone. */
export function startOfDayIn(isoDay: string, timeZone: string): TZDate {
  const [y, m, d] = dayParts(isoDay);
  return new TZDate(y, m - 1, d, 0, 0, 0, timeZone);
}

/** The expiry instant of a license valid through a day: 23:59:59 of that day in the trainer's zone. */
export function expiresAtFor(validThrough: string, timeZone: string): Date {
  const [y, m, d] = dayParts(validThrough);
  return new Date(new TZDate(y, m - 1, d, 23, 59, 59, timeZone).getTime());
}

/** The calendar day an instant falls on in the zone, as an ISO date. */
export const dayIn = (at: Date, timeZone: string) => format(new TZDate(at.getTime(), timeZone), 'yyyy-MM-dd');

/** The last valid day of a license (the day its expiry instant falls on in the trainer's zone). */
export const validThroughOf = (expiresAt: Date, timeZone: string) => dayIn(expiresAt, timeZone);

/** The ISO day a number of days before another, in calendar days (no zone: a day is a day). */
export function daysBefore(isoDay: string, days: number): string {
  const [y, m, d] = dayParts(isoDay);
  return format(subDays(new Date(y, m - 1, d, 12), days), 'yyyy-MM-dd');
}

/**
 * The timeline of a license granted on `grantedOn` and valid until `expiresAt`, read at `now`. Every step
 * starts at 00:00 in the zone: the renewal window the given calendar months before the day after the last
 * valid day (never later than due), due DUE_DAYS days before it, grace at the end, expired grace days on.
 * A license staff ended (`endedOn`, its last valid day, which `expiresAt` is the end of) has no window,
 * due or grace: it ends, and is expired from then. Renewals staff recorded are placed when they were
 * recorded. Before the day granted the license is upcoming: not valid yet.
 */
export function licenseTimeline(
  license: {
    grantedOn: string;
    expiresAt: Date;
    timeZone: string;
    endedOn?: string | null;
    endReason?: string | null;
    renewals?: readonly RecordedRenewal[];
  },
  policy: RenewalPolicy,
  now: Date,
): LicenseTimeline {
  const { timeZone } = license;
  const endDay = dayIn(new Date(license.expiresAt.getTime() + 1000), timeZone);
  const end = startOfDayIn(endDay, timeZone);
  const due = subDays(end, DUE_DAYS);
  const opens = subMonths(end, policy.renewalWindowMonths);
  const issued: TimelineStep = { step: 'issued', at: new Date(startOfDayIn(license.grantedOn, timeZone).getTime()) };
  const renewed = (license.renewals ?? []).map(
    (r): TimelineStep => ({ step: 'renewed', at: r.at, validThrough: r.validThrough, note: r.note }),
  );
  const ahead: TimelineStep[] = license.endedOn
    ? [{ step: 'ended', at: new Date(end.getTime()), note: license.endReason ?? null }]
    : [
        { step: 'renewalOpen', at: opens < due ? opens : due },
        { step: 'due', at: due },
        { step: 'grace', at: end },
        { step: 'expired', at: addDays(end, policy.graceDays) },
      ].map((s) => ({ step: s.step as LicenseTimelineStep, at: new Date(s.at.getTime()) }));
  const steps = [issued, ...renewed, ...ahead].sort((a, b) => a.at.getTime() - b.at.getTime());
  return { state: stateAt(steps, now), steps, endsAt: new Date(end.getTime()) };
}

/**
 * The state is the last step begun (an end is expired); before the renewal window opens it is current,
 * and before the day granted upcoming. A renewal recorded is no state of its own.
 */
function stateAt(steps: TimelineStep[], now: Date): LicenseRenewalState {
  const issued = steps.find((s) => s.step === 'issued');
  if (issued && now < issued.at) return 'upcoming';
  let state: LicenseRenewalState = 'current';
  for (const s of steps) {
    if (s.at > now || s.step === 'issued' || s.step === 'renewed') continue;
    state = s.step === 'ended' ? 'expired' : s.step;
  }
  return state;
}

/** The step a license in `state` is in, of its steps: the one shown as now (none while current). */
export function currentStep(steps: readonly TimelineStep[], state: LicenseRenewalState): TimelineStep | undefined {
  if (state === 'current' || state === 'upcoming') return undefined;
  const ended = steps.find((s) => s.step === 'ended');
  return state === 'expired' && ended ? ended : steps.find((s) => s.step === state);
}
