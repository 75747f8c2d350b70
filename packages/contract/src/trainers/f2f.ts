// The face-to-face requirement per year, its exemptions and the F2F registrations report.
// The F2F part of the Trainers area (`contract.trainers.f2f`), joined in trainers/index.ts.
import { z } from 'zod';
import { classRegistrationStatus } from '../class-registration-statuses.js';
import { INT4_MAX, intParam, isoDate, uuid, wholeNumber } from '../common.js';
import { endpoint } from '../endpoint.js';

export const f2fRequirementStatus = z.enum(['Met', 'NotMet']);
export type F2fRequirementStatus = z.infer<typeof f2fRequirementStatus>;

/**
 * A trainer's face-to-face requirement for one calendar year. completed counts the in-person classes the
 * trainer led that were Completed in that year (kept by the daily license job and on class changes).
 * Met when completed >= required. exempt: an exemption with a reason whose end date is today or later.
 */
export const trainerF2fYear = z.object({
  year: z.number().int(),
  required: z.number().int(),
  completed: z.number().int(),
  /** Classes still needed to meet it (0 when met). */
  remaining: z.number().int(),
  status: f2fRequirementStatus,
  exemptReason: z.string().nullable(),
  exemptUntil: isoDate.nullable(),
  exempt: z.boolean(),
  /** Null when nothing is stored for the year yet (the defaults are shown); send it back when saving. */
  version: z.number().int().nullable(),
});
export type TrainerF2fYear = z.infer<typeof trainerF2fYear>;

export const f2fYearParams = z.object({ id: uuid, year: intParam.min(2000).max(2100) });

/**
 * What staff set for a year: how many classes are required and an exemption (a reason and the last day it
 * holds, both or neither). version: null when the year has nothing stored yet, else the version read.
 */
export const trainerF2fYearUpdate = z
  .object({
    required: wholeNumber(0, 100),
    exemptReason: z.string().trim().max(500).nullable().default(null),
    exemptUntil: isoDate.nullable().default(null),
    version: z.number().int().min(1).max(INT4_MAX).nullable(),
  })
  .superRefine((v, ctx) => {
    const reason = v.exemptReason ? v.exemptReason : null;
    if (reason && !v.exemptUntil)
      ctx.addIssue({ code: 'custom', path: ['exemptUntil'], message: 'An exemption needs an end date' });
    if (!reason && v.exemptUntil)
      ctx.addIssue({ code: 'custom', path: ['exemptReason'], message: 'An exemption needs a reason' });
  });
export type TrainerF2fYearUpdate = z.infer<typeof trainerF2fYearUpdate>;

/** The report's range: in-person classes starting from startDate through endDate (both inclusive). */
export const f2fRegistrationsReportQuery = z.object({ startDate: isoDate, endDate: isoDate });
export type F2fRegistrationsReportQuery = z.infer<typeof f2fRegistrationsReportQuery>;

export const f2fReportTrainer = z.object({ admId: z.uuid(), name: z.string(), isLead: z.boolean() });

/** One in-person class in the range with its registrations counted by status. */
export const f2fRegistrationsReportRow = z.object({
  classId: z.number().int(),
  courseCode: z.string(),
  courseName: z.string(),
  /** The class's first and last day, in its own time zone. */
  startDate: isoDate,
  endDate: isoDate,
  timeZone: z.string(),
  state: z.string(),
  /** Lead first. */
  trainers: z.array(f2fReportTrainer),
  country: z.string(),
  city: z.string(),
  capacity: z.number().int().nullable(),
  /** Seat holders (every status but waitlisted): what the capacity is measured against. */
  seatsTaken: z.number().int(),
  /** On the waiting list: apart from the seats. */
  waitlisted: z.number().int(),
  byStatus: z.record(classRegistrationStatus, z.number().int()),
});
export type F2fRegistrationsReportRow = z.infer<typeof f2fRegistrationsReportRow>;

export const f2fRegistrationsReport = z.object({
  rows: z.array(f2fRegistrationsReportRow),
  /** The report shows at most this many classes; the CSV has them all. */
  truncated: z.boolean(),
});
export type F2fRegistrationsReport = z.infer<typeof f2fRegistrationsReport>;

export const trainerF2f = {
  updateF2fYear: endpoint({
    method: 'PUT',
    path: '/trainers/:id/f2f/:year',
    access: 'canUpdateTrainers',
    summary:
      "Sets a trainer's face-to-face requirement for a year and its exemption (a reason and an end date). Sends the version read (null for a year with nothing stored); a stale version gets 409.",
    params: f2fYearParams,
    body: trainerF2fYearUpdate,
    response: trainerF2fYear,
  }),
  f2fRegistrationsReport: endpoint({
    method: 'GET',
    path: '/trainers/f2f-registrations-report',
    access: 'canRunF2FRegistrationsReport',
    summary:
      'In-person classes starting between startDate and endDate (ISO dates, both inclusive), with course, dates, trainers, place and registrations counted by status; at most 1,000 classes (the export has all).',
    query: f2fRegistrationsReportQuery,
    response: f2fRegistrationsReport,
  }),
  exportF2fRegistrationsReport: endpoint({
    method: 'GET',
    path: '/trainers/f2f-registrations-report/export',
    access: 'canRunF2FRegistrationsReport',
    summary: 'The F2F registrations report for startDate..endDate as a CSV download, one row per class.',
    query: f2fRegistrationsReportQuery,
    response: z.string(),
    produces: 'text/csv',
  }),
} as const;
