// Classes' course stats part: per course, the instructor-led classes of a window (by state, seats,
// registrations, attendance) and the self-paced enrollments; the area's index joins it as
// `contract.classes.courseStats`.
import { z } from 'zod';
import { isoDate } from '../common.js';
import { endpoint } from '../endpoint.js';
import { classState } from './states.js';

/**
 * The window of the instructor-led stats: classes whose first day (in the class's zone) falls in it.
 * Either end left out is the current calendar year's (UTC) first or last day.
 */
export const courseStatsQuery = z
  .object({ startDate: isoDate.optional(), endDate: isoDate.optional() })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    message: 'The end date is before the start date.',
  });
export type CourseStatsQuery = z.infer<typeof courseStatsQuery>;

const count = z.number().int();

/** One instructor-led course's classes in the window. */
export const instructorLedCourseStats = z.object({
  courseId: z.number().int(),
  courseCode: z.string(),
  courseName: z.string(),
  isBeta: z.boolean(),
  /** Classes in the window, of every state. */
  classes: count,
  byState: z.record(classState, count),
  /** The rest count classes that are not cancelled: seats offered (capacity), taken, and waiting. */
  capacity: count,
  seatsTaken: count,
  waitlisted: count,
  /** Registrations holding a seat. */
  registrations: count,
  /** Registrations marked attended or complete (complete also counted alone). */
  attended: count,
  complete: count,
});
export type InstructorLedCourseStats = z.infer<typeof instructorLedCourseStats>;

export const instructorLedStats = z.object({
  startDate: isoDate,
  endDate: isoDate,
  /** How the window and counts were read, for the screen and the export to say. */
  note: z.string(),
  courses: z.array(instructorLedCourseStats),
  totals: instructorLedCourseStats.omit({ courseId: true, courseCode: true, courseName: true, isBeta: true }),
});
export type InstructorLedStats = z.infer<typeof instructorLedStats>;

/** One online course's self-paced enrollments, of all time and active today. */
export const selfPacedCourseStats = z.object({
  onlineCourseId: z.number().int(),
  code: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  enrollments: count,
  revoked: count,
  /** Not revoked, and today (UTC) falls between its start and end dates. */
  activeNow: count,
});
export type SelfPacedCourseStats = z.infer<typeof selfPacedCourseStats>;

export const selfPacedStats = z.object({
  /** The day "active now" was read on (UTC). */
  asOf: isoDate,
  courses: z.array(selfPacedCourseStats),
});
export type SelfPacedStats = z.infer<typeof selfPacedStats>;

export const classCourseStats = {
  instructorLedCourseStats: endpoint({
    method: 'GET',
    path: '/courses/stats/instructor-led',
    access: 'canViewCourseStats',
    summary:
      "Per instructor-led course, its classes whose first day (in the class's zone) falls between startDate and endDate (ISO dates, inclusive; an end left out is the current year's): classes by state, and for those not cancelled seats offered, taken and waiting, registrations, attended and complete.",
    query: courseStatsQuery,
    response: instructorLedStats,
  }),
  exportInstructorLedCourseStats: endpoint({
    method: 'GET',
    path: '/courses/stats/instructor-led/export',
    access: 'canViewCourseStats',
    summary: 'The instructor-led course stats for startDate..endDate as a CSV download, one row per course.',
    query: courseStatsQuery,
    response: z.string(),
    produces: 'text/csv',
  }),
  selfPacedCourseStats: endpoint({
    method: 'GET',
    path: '/courses/stats/self-paced',
    access: 'canViewCourseStats',
    summary: 'Per online course: self-paced enrollments of all time, revoked, and active today (UTC).',
    response: selfPacedStats,
  }),
};
