// Classes: search, lookups, the class record (create, read, edit, delete), its details page, its state
// changes and publication. Part of the Classes area: the contract's index joins these endpoints into
// `contract.classes`.
import { z } from 'zod';
import { isoDate, refId, uuid } from './common.js';
import { classScope, classState } from './class-states.js';
import type { endpoint } from './endpoint.js';

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

export const classRecords = {} satisfies Record<string, ReturnType<typeof endpoint>>;
