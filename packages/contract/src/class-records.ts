// Classes: search, lookups, the class record (create, read, edit, delete), its details page, its state
// changes and publication. Part of the Classes area: the contract's index joins these endpoints into
// `contract.classes`.
import { z } from 'zod';
import { classCancellationReason, classDeliveryMethod, classScope, classState } from './class-states.js';
import {
  chosenCurrency,
  deleteResult,
  INT4_MAX,
  idParams,
  isoDate,
  isoDateOf,
  isoDateTime,
  paged,
  pageQuery,
  refId,
  timeZone,
  trimmed,
  uuid,
  version,
} from './common.js';
import { endpoint } from './endpoint.js';
import { language, languageId } from './languages.js';
import { searchText } from './lists.js';
import { countryOption } from './markets.js';
import { currencyOption } from './products.js';

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

/** "09:00": a wall-clock time of day in the class's zone, on the half hour or not. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 09:00');

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

export const classLookupInfo = z.object({
  countries: z.array(countryOption),
  /** The ISO 3166-1 alpha-2 codes, as countries lists them. */
  countryCodes: z.array(z.string()),
  courses: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      categoryId: z.number().int().nullable(),
      isBeta: z.boolean(),
      isActive: z.boolean(),
      requiredLicenseId: z.number().int().nullable(),
    }),
  ),
  courseCategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  partners: z.array(z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() })),
  scopes: z.array(classScope),
  states: z.array(classState),
  /** Half-hour times of day, 00:00 to 23:30. */
  times: z.array(z.string()),
  /** IANA zones the runtime knows, UTC first. */
  timeZones: z.array(z.string()),
  trainers: z.array(z.object({ admId: z.uuid(), firstName: z.string(), lastName: z.string(), isActive: z.boolean() })),
  deliveryMethods: z.array(z.object({ id: classDeliveryMethod, name: z.string() })),
  languages: z.array(language),
  /** ISO 4217 currencies in use. */
  currencyCodes: z.array(currencyOption),
  cancellationReasons: z.array(classCancellationReason),
});
export type ClassLookupInfo = z.infer<typeof classLookupInfo>;

/** How many client organizations the class form suggests at once. */
export const CLIENT_ORGANIZATION_SUGGESTIONS = 20;
export const clientOrganizationQuery = z.object({ search: searchText });
/** A client organization classes are run for, as written on them, with how many classes name it. */
export const clientOrganization = z.object({ name: z.string(), classCount: z.number().int() });
export type ClientOrganization = z.infer<typeof clientOrganization>;

/** The scheduling checks a save runs; a warning can be overridden with a reason, an error cannot. */
export const classCheckNames = [
  'sessionTimes',
  'leadLicense',
  'trainerOverlap',
  'capacity',
  'seatsAboveCapacity',
  'venueClash',
] as const;
export const classCheckName = z.enum(classCheckNames);
export type ClassCheckName = z.infer<typeof classCheckName>;
export const classCheck = z.object({
  check: classCheckName,
  severity: z.enum(['error', 'warning']),
  /** Says what clashes: which class or license, and when. */
  message: z.string(),
});
export type ClassCheck = z.infer<typeof classCheck>;

/** A warning overridden, with the reason kept in the audit trail. */
export const classOverride = z.object({ check: classCheckName, reason: trimmed(500) });

/** A record the person must pick from a list: an empty choice says what to pick. */
const chosen = (what: string) =>
  z
    .number({ error: `Choose ${what}` })
    .int()
    .min(1, `Choose ${what}`)
    .max(INT4_MAX);

export const classSessionInput = z.object({
  date: isoDateOf({ error: 'Choose the day' }),
  startTime: timeOfDay,
  endTime: timeOfDay,
});
export type ClassSessionInput = z.infer<typeof classSessionInput>;

export const classTrainerInput = z.object({
  admId: z.uuid({ error: 'Choose a trainer' }),
  isLead: z.boolean().default(false),
});

export const classInput = z.object({
  courseId: chosen('a course'),
  trainers: z
    .array(classTrainerInput)
    .min(1, 'Add a lead trainer')
    .max(10)
    .refine((t) => t.filter((x) => x.isLead).length === 1, 'Choose exactly one lead trainer')
    .refine((t) => new Set(t.map((x) => x.admId.toLowerCase())).size === t.length, 'A trainer is listed twice'),
  partnerId: refId.nullable().default(null),
  timeZone,
  sessions: z
    .array(classSessionInput)
    .min(1, 'Add at least one session')
    .max(60)
    .refine((s) => new Set(s.map((x) => x.date)).size === s.length, 'Each session is on its own day'),
  deliveryMethod: classDeliveryMethod,
  languageId,
  countryCode: z.string().trim().toUpperCase().length(2, 'Choose a country').nullable().default(null),
  city: z.string().trim().max(200).default(''),
  venue: z.string().trim().max(500).default(''),
  meetingUrl: z
    .url({ protocol: /^https?$/, error: 'Use a web address (https://...)' })
    .max(2000)
    .nullable()
    .default(null),
  scope: classScope.default('Public'),
  clientOrganization: z.string().trim().max(200).nullable().default(null),
  capacity: z.number({ error: 'Enter a number' }).int('Use a whole number').min(-INT4_MAX).max(9999, 'At most 9,999'),
  /** Minor units of the currency. */
  priceAmount: z.number().int().min(0).max(INT4_MAX).nullable().default(null),
  currency: chosenCurrency.nullable().default(null),
  overrides: z.array(classOverride).max(10).default([]),
});
export type ClassInput = z.input<typeof classInput>;
export const classUpdate = classInput.extend({ version });
export type ClassUpdate = z.input<typeof classUpdate>;

export const classSession = z.object({
  date: isoDate,
  startTime: z.string(),
  endTime: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
});
export type ClassSession = z.infer<typeof classSession>;

export const classTrainer = z.object({
  admId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isLead: z.boolean(),
});

/** A class as its form edits it. */
export const classRecord = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  trainers: z.array(classTrainer),
  partnerId: z.number().int().nullable(),
  timeZone: z.string(),
  sessions: z.array(classSession),
  deliveryMethod: classDeliveryMethod,
  languageId: z.string(),
  countryCode: z.string().nullable(),
  city: z.string(),
  venue: z.string(),
  meetingUrl: z.string().nullable(),
  scope: classScope,
  clientOrganization: z.string().nullable(),
  capacity: z.number().int().nullable(),
  priceAmount: z.number().int().nullable(),
  currency: z.string().nullable(),
  state: classState,
  isPublished: z.boolean(),
  cancellationReason: z.string().nullable(),
  seatsTaken: z.number().int(),
  waitlisted: z.number().int(),
  version,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ClassRecord = z.infer<typeof classRecord>;

/** The class page: the record with its course, partner, counts and the states it may move to next. */
export const classDetails = classRecord.extend({
  courseCode: z.string(),
  courseName: z.string(),
  partnerName: z.string().nullable(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  stateChangedAt: isoDateTime.nullable(),
  registrationCounts: z.record(z.string(), z.number().int()),
  allowedNextStates: z.array(classState),
});
export type ClassDetails = z.infer<typeof classDetails>;

export const classStateParams = idParams.extend({ state: classState });
export const trainerCalendarParams = z.object({ admId: uuid });
export const classStateChange = z.object({
  version,
  /** Required to cancel: one of the 14 reasons. */
  cancellationReason: classCancellationReason.optional(),
  /** On a cancellation: e-mail every learner of the class (registered or waiting) the reason. */
  notifyLearners: z.boolean().optional(),
});
export type ClassStateChange = z.input<typeof classStateChange>;
export const classVersionBody = z.object({ version });

export const classRecords = {
  searchClasses: endpoint({
    method: 'POST',
    path: '/classes/search',
    access: 'canViewClasses',
    readOnly: true,
    summary:
      "Classes, paged (100), by the first session's start (newest or oldest first): filters on the first day's window, trainer, course, beta courses, cancelled, published, scope, states (default Submitted) and client organization (contains).",
    body: classSearchBody,
    response: classPage,
  }),
  classLookupInfo: endpoint({
    method: 'GET',
    path: '/classes/lookup-info',
    access: { anyOf: ['canViewClasses', 'canCreateClasses', 'canUpdateClasses'] },
    summary:
      'Choices for the class screens: countries, courses and categories, partners, scopes, states, half-hour times, IANA time zones, trainers, delivery methods, languages, currencies and cancellation reasons.',
    response: classLookupInfo,
  }),
  clientOrganizations: endpoint({
    method: 'GET',
    path: '/classes/client-organizations',
    access: { anyOf: ['canViewClasses', 'canCreateClasses', 'canUpdateClasses'] },
    summary: `The client organizations classes are run for whose names contain search (every one when it is empty), those with most classes first, at most ${CLIENT_ORGANIZATION_SUGGESTIONS}: the class form suggests them so an organization keeps one spelling.`,
    query: clientOrganizationQuery,
    response: z.array(clientOrganization),
  }),
  getClass: endpoint({
    method: 'GET',
    path: '/classes/:id',
    access: 'canViewClasses',
    summary: 'One class as its form edits it: sessions (with their instants), trainers, place, seats and price.',
    params: idParams,
    response: classRecord,
  }),
  classDetails: endpoint({
    method: 'GET',
    path: '/classes/:id/details',
    access: 'canViewClasses',
    summary:
      "The class page: the class with its course, partner, sessions (in the class's zone and as instants), trainers, registration counts and the states it may move to next.",
    params: idParams,
    response: classDetails,
  }),
  classCalendar: endpoint({
    method: 'GET',
    path: '/classes/:id/calendar',
    access: 'canViewClasses',
    summary:
      "The class's sessions as an iCalendar file (.ics), one event a session at its times in the class's zone (with the zone's rules), the place or meeting link, and the trainers; a cancelled class's events are marked cancelled. A calendar that imported it before updates them.",
    params: idParams,
    response: z.string(),
    produces: 'text/calendar',
  }),
  trainerClassCalendar: endpoint({
    method: 'GET',
    path: '/classes/trainer-calendar/:admId',
    access: 'canViewClasses',
    summary:
      "The classes a trainer teaches (lead or not) that ended in the last 90 days or are still to come, as one iCalendar file: the class file's events (same UIDs), Draft and Submitted classes tentative, cancelled ones cancelled. 404 for an account that is not a trainer.",
    params: trainerCalendarParams,
    response: z.string(),
    produces: 'text/calendar',
  }),
  createClass: endpoint({
    method: 'POST',
    path: '/classes',
    access: 'canCreateClasses',
    summary:
      'Schedules a class (state Draft, unpublished). 400 with field errors, or with `checks` naming each clash (session times, lead trainer license, trainer teaching elsewhere then, capacity); warnings pass with an override and a reason.',
    body: classInput,
    status: 201,
    response: classRecord,
  }),
  updateClass: endpoint({
    method: 'PUT',
    path: '/classes/:id',
    access: 'canUpdateClasses',
    summary:
      'Edits a class with the same checks as a new one (and seats taken above a lowered capacity as a warning); a raised capacity promotes the waiting list. A stale version gets 409.',
    params: idParams,
    body: classUpdate,
    response: classRecord,
  }),
  deleteClass: endpoint({
    method: 'DELETE',
    path: '/classes/:id',
    access: 'canUpdateClasses',
    summary:
      'Deletes a class that has no registrations, with its sessions and trainers; answers a status and the reasons it failed.',
    params: idParams,
    response: deleteResult,
  }),
  changeClassState: endpoint({
    method: 'POST',
    path: '/classes/:id/state/:state',
    access: 'canUpdateClasses',
    summary:
      'Moves a class to another state along the allowed transitions (a refused one is a 400 naming it); cancelling needs one of the 14 reasons, and completing waits until the last session has begun (a 400 saying when). A stale version gets 409.',
    params: classStateParams,
    body: classStateChange,
    response: classDetails,
  }),
  publishClass: endpoint({
    method: 'POST',
    path: '/classes/:id/publish',
    access: 'canUpdateClasses',
    summary: 'Shows the class on the public site (not a cancelled or completed one). A stale version gets 409.',
    params: idParams,
    body: classVersionBody,
    response: classDetails,
  }),
  unpublishClass: endpoint({
    method: 'POST',
    path: '/classes/:id/unpublish',
    access: 'canUpdateClasses',
    summary: 'Takes the class off the public site. A stale version gets 409.',
    params: idParams,
    body: classVersionBody,
    response: classDetails,
  }),
} as const;
