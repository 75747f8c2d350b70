// Classes' records part: the class record (create, read, edit, delete), its details page, calendars, state
// changes and publication, the list's search and lookups, and the classes needing closing; the area's
// index joins it as `contract.classes.records`.
import { z } from 'zod';
import { deleteResult, idParams, isoDate, isoDateTime, uuid, version } from '../common.js';
import { emailContentRefusals } from '../email-content-refusals.js';
import { endpoint } from '../endpoint.js';
import {
  CLIENT_ORGANIZATION_SUGGESTIONS,
  classInput,
  classLookupInfo,
  classUpdate,
  clientOrganization,
  clientOrganizationQuery,
} from './class-form.js';
import { classPage, classSearchBody } from './class-search.js';
import { classRefusals } from './refusals.js';
import { classCancellationReason, classDeliveryMethod, classScope, classState } from './states.js';

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

export const classNeedingClosing = z.object({
  id: z.number().int(),
  courseCode: z.string(),
  courseName: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  endsAt: isoDateTime,
  timeZone: z.string(),
  state: classState,
  leadTrainerName: z.string().nullable(),
  /** Seat holders (every status but waitlisted). */
  registrations: z.number().int(),
  /** Seat holders still registered, pending or unknown: attendance not yet recorded. */
  withoutAttendance: z.number().int(),
});
export type ClassNeedingClosing = z.infer<typeof classNeedingClosing>;

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
    refuses: [...classRefusals.pick('not-editable'), ...emailContentRefusals.pick('content-unusable')],
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
    refuses: [
      ...classRefusals.pick('no-transition', 'not-taught-yet'),
      ...emailContentRefusals.pick('content-unusable'),
    ],
    response: classDetails,
  }),
  publishClass: endpoint({
    method: 'POST',
    path: '/classes/:id/publish',
    access: 'canUpdateClasses',
    summary: 'Shows the class on the public site (not a cancelled or completed one). A stale version gets 409.',
    params: idParams,
    body: classVersionBody,
    refuses: classRefusals.pick('not-publishable'),
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
  classesNeedingClosing: endpoint({
    method: 'GET',
    path: '/classes/needs-closing',
    access: 'canViewClasses',
    summary:
      'Classes whose last session ended more than two days ago and are neither Completed nor Cancelled, with how many seat holders have no attendance status; the oldest first.',
    response: z.array(classNeedingClosing),
  }),
} as const;
