// The Classes list's search, shared by the records part (the list) and the reports part (which answer the
// very same classes): its filters, its body and the rows and page it answers.
import { z } from 'zod';
import { isoDate, isoDateTime, paged, pageQuery, refId, uuid, version } from '../common.js';
import { classDeliveryMethod, classScope, classState } from './states.js';

/** A yes/no/any filter on the wire: null (or absent) is "any". */
const anyOf = z.boolean().nullable().default(null);

/**
 * The Classes list's filters, shared by the search and the class reports (which must answer the very
 * same classes as the list shows).
 */
export const classSearchFilters = z
  .object({
    /** Classes whose first day (in the class's zone) falls in the inclusive window. */
    startDate: isoDate.nullish(),
    endDate: isoDate.nullish(),
    /** Taught by this trainer (lead or not). */
    trainerAdmId: uuid.nullish(),
    /** A course id, as the lookup's courses list them. */
    courseType: refId.nullish(),
    /** Classes of beta courses are left out unless asked for. */
    includeBetaCourses: z.boolean().default(false),
    isCancelled: anyOf,
    isPublished: anyOf,
    scope: classScope.nullable().default(null),
    /** Any of these states; an empty list is any state. */
    states: z.array(classState).max(5).default(['Submitted']),
    /** Contains, case-insensitive. */
    clientOrganization: z.string().trim().max(200).nullish(),
  })
  .refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, {
    path: ['endDate'],
    message: 'The end date is before the start date.',
  });
export type ClassSearchFilters = z.infer<typeof classSearchFilters>;
export type ClassSearchFiltersInput = z.input<typeof classSearchFilters>;

export const classSearchSorts = ['newest', 'oldest'] as const;

export const classSearchBody = pageQuery(100).extend({
  /** Always sent (an empty object takes every default), as the list and its reports send them. */
  filters: classSearchFilters,
  /** By the first session's start: newest (the default) or oldest first. */
  sort: z.enum(classSearchSorts).default('newest'),
});
export type ClassSearchBody = z.input<typeof classSearchBody>;

export const classRow = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseCode: z.string(),
  courseName: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  /** The first session's daily times, in the class's zone. */
  startTime: z.string(),
  endTime: z.string(),
  startsAt: isoDateTime,
  timeZone: z.string(),
  leadTrainerName: z.string().nullable(),
  partnerName: z.string().nullable(),
  deliveryMethod: classDeliveryMethod,
  city: z.string(),
  countryCode: z.string().nullable(),
  state: classState,
  isPublished: z.boolean(),
  scope: classScope,
  seatsTaken: z.number().int(),
  capacity: z.number().int().nullable(),
  waitlisted: z.number().int(),
  clientOrganization: z.string().nullable(),
  version,
});
export type ClassRow = z.infer<typeof classRow>;

/** A page of classes; the count is exact up to a thousand and the planner's estimate above. */
export const classPage = paged(classRow).extend({ totalRowCountIsEstimate: z.boolean() });
export type ClassPage = z.infer<typeof classPage>;
