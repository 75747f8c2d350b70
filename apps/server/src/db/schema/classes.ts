// Classes area tables: instructor-led classes with their trainers and registrations, and self-paced
// students (a learner's enrollment in an online course). The class tables hold what the F2F requirement
// and the F2F registrations report read; the classes area's screens build on them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { versioned } from './common.js';
import { courses, onlineCourses } from './courses.js';
import { partners } from './partners.js';

export const classDeliveryMethods = ['InPerson', 'VirtualClassroom'] as const;
export const classScopes = ['Public', 'Private'] as const;
export const classStates = ['Draft', 'Submitted', 'Approved', 'Completed', 'Cancelled'] as const;

/**
 * An instructor-led class of a course. Its days are calendar days in the class's own zone, taught
 * between the daily times; starts_at and ends_at are the first session's start and the last one's end
 * as instants, for ordering and overlap across zones.
 */
export const classes = pgTable(
  'class',
  {
    ...versioned,
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    partnerId: integer('partner_id').references(() => partners.id),
    languageId: text('language_id').notNull().default('en'),
    deliveryMethod: text('delivery_method', { enum: classDeliveryMethods }).notNull(),
    scope: text('scope', { enum: classScopes }).notNull().default('Public'),
    clientOrganization: text('client_organization'),
    state: text('state', { enum: classStates }).notNull().default('Draft'),
    isPublished: boolean('is_published').notNull().default(false),
    cancellationReason: text('cancellation_reason'),
    timeZone: text('time_zone').notNull().default('UTC'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    dailyStartTime: time('daily_start_time').notNull().default('09:00'),
    dailyEndTime: time('daily_end_time').notNull().default('17:00'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** ISO 3166-1 alpha-2; with city and venue, where an in-person class meets. */
    countryCode: text('country_code'),
    city: text('city').notNull().default(''),
    venue: text('venue').notNull().default(''),
    /** Where a virtual classroom meets (delivery method VirtualClassroom). */
    meetingUrl: text('meeting_url'),
    /** Minor units of the currency. */
    priceAmount: integer('price_amount'),
    currency: text('currency'),
    capacity: integer('capacity'),
    /**
     * Registrations holding a seat (every status but waitlisted) and those waiting, kept by the
     * registration service under the class's row lock, so the list shows seats without counting.
     */
    seatsTaken: integer('seats_taken').notNull().default(0),
    waitlisted: integer('waitlisted').notNull().default(0),
    /**
     * The lead trainer's name as the list shows it ("First Last"), kept by triggers on class_trainer and
     * on account names (migration 0039): looking it up for each row was a third of a page's statement.
     */
    leadTrainerName: text('lead_trainer_name'),
    /** Who submitted or last changed the state, and when: the "needs closing" view and the list read it. */
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
  },
  (t) => [
    // The classes list's default order is the start; the F2F report reads in-person classes by start.
    // Each ends with the course, so a count of matches that leaves out beta courses reads the index alone;
    // the start index carries the state, publication and scope as well, so a window of dates is filtered
    // by them without reading the classes (a month's 5,000 rows were read to find a page and its count).
    index('class_start').on(t.startDate, t.id, t.courseId, t.state, t.isPublished, t.scope),
    index('class_delivery_start').on(t.deliveryMethod, t.startDate, t.id),
    // A few states in a window (Submitted and Approved in a month) read those states' entries only, and
    // filter publication and scope from the index: the start index read the whole month's (4,265 for 207).
    index('class_state_start').on(t.state, t.startDate, t.id, t.courseId, t.isPublished, t.scope),
    // A course's classes and a scope's, in the list's order (the course index serves its foreign key too).
    index('class_course_start').on(t.courseId, t.startDate, t.id),
    index('class_scope_start').on(t.scope, t.startDate, t.id),
    index('class_partner').on(t.partnerId),
    // The classes list's client organization filter: the names that contain the text are found among
    // the organizations (below), then their classes here, each name's in the list's order, carrying what
    // the other filters read. (A trigram index on the classes read every class of every organization whose
    // name shares the text's trigrams: "organisation 1" touched all 20,000 client classes of the bench.)
    index('class_client_organization_start')
      .on(t.clientOrganization, t.startDate, t.id, t.courseId, t.state, t.isPublished, t.scope)
      .where(sql`${t.clientOrganization} is not null`),
  ],
);

/**
 * The client organizations classes are run for, one row a name as written on the classes, with how many
 * classes name it: kept by a trigger on class (migration 0038). The list's "contains" filter reads these
 * few names rather than every class, and the class form suggests them so an organization keeps one spelling.
 */
export const clientOrganizations = pgTable(
  'client_organization',
  {
    name: text('name').primaryKey(),
    classCount: integer('class_count').notNull().default(0),
  },
  (t) => [index('client_organization_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);

/**
 * The sessions of a class: each a calendar day in the class's zone with its own start and end times,
 * and the same as instants (computed in the class's zone on save, so a session across a daylight-saving
 * change keeps its wall-clock times). The trainer-overlap check compares these instants.
 */
export const classSessions = pgTable(
  'class_session',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    sessionDate: date('session_date').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('class_session_class_date_key').on(t.classId, t.sessionDate),
    index('class_session_starts_at').on(t.startsAt),
  ],
);

/** The trainers of a class, by account; exactly one may be the lead. */
export const classTrainers = pgTable(
  'class_trainer',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    admId: uuid('adm_id')
      .notNull()
      .references(() => accounts.admId),
    isLead: boolean('is_lead').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.admId] }),
    uniqueIndex('class_trainer_one_lead').on(t.classId).where(sql`${t.isLead}`),
    // A trainer's classes (the F2F count, the classes list's trainer filter).
    index('class_trainer_adm_id').on(t.admId, t.classId),
  ],
);

/** As the contract lists them (classRegistrationStatuses); drizzle-kit reads the schema without the contract. */
export const classRegistrationStatuses = [
  'registered',
  'pending',
  'waitlisted',
  'attended',
  'complete',
  'incomplete',
  'deferred',
  'n/a',
  'unknown',
] as const;

/** A learner's place in a class. One per learner and class. */
export const classRegistrations = pgTable(
  'class_registration',
  {
    ...versioned,
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    admId: uuid('adm_id')
      .notNull()
      .references(() => accounts.admId),
    status: text('status', { enum: classRegistrationStatuses }).notNull().default('registered'),
    /** The passcode issued for the class's assessment, once there is one. */
    passcodeId: integer('passcode_id'),
    /** 1, 2, 3... while waitlisted (dense, in arrival order unless staff reorder); null otherwise. */
    waitlistPosition: integer('waitlist_position'),
    /** Arrival: the waiting list's order and the registrations' default order. */
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a waitlisted registration got its seat. */
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('class_registration_class_account_key').on(t.classId, t.admId),
    index('class_registration_class_status').on(t.classId, t.status),
    index('class_registration_adm_id').on(t.admId),
    index('class_registration_waitlist').on(t.classId, t.waitlistPosition).where(sql`${t.status} = 'waitlisted'`),
  ],
);

export const userOnlineClasses = pgTable(
  'user_online_class',
  {
    ...versioned,
    admId: uuid('adm_id')
      .notNull()
      .references(() => accounts.admId),
    onlineCourseId: integer('online_course_id')
      .notNull()
      .references(() => onlineCourses.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isRevoked: boolean('is_revoked').notNull().default(false),
    revokedReason: text('revoked_reason'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by'),
    /** The enrollment code redeemed for it, when there was one. */
    enrollmentCodeId: integer('enrollment_code_id'),
  },
  (t) => [
    index('user_online_class_adm_id').on(t.admId),
    // The list's order is (start date, id) newest first; each filter's index ends with that order.
    index('user_online_class_course_start').on(t.onlineCourseId, t.startDate, t.id),
    index('user_online_class_start_date').on(t.startDate, t.id),
    index('user_online_class_end_date').on(t.endDate, t.id),
    index('user_online_class_revoked').on(t.startDate, t.id).where(sql`${t.isRevoked}`),
  ],
);

// The self-paced list shows an exact total over hundreds of thousands of rows on every page. Counting
// them each time costs tens of milliseconds, so two small tables keep the counts, maintained by
// statement-level triggers on user_online_class in the same transaction as every change (migrations
// 0005 and 0006): per online course and revoked state, and per start date as well for date windows.
// Online course 0 stands for all courses, so an unfiltered total or window sums a handful of rows.

/** Self-paced enrollments per online course (0: all) and revoked state; trigger-maintained. */
export const userOnlineClassCounts = pgTable(
  'user_online_class_count',
  {
    onlineCourseId: integer('online_course_id').notNull(),
    isRevoked: boolean('is_revoked').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.onlineCourseId, t.isRevoked] })],
);

/** Self-paced enrollments per online course (0: all), start date and revoked state; trigger-maintained. */
export const userOnlineClassDailyCounts = pgTable(
  'user_online_class_daily_count',
  {
    onlineCourseId: integer('online_course_id').notNull(),
    startDate: date('start_date').notNull(),
    isRevoked: boolean('is_revoked').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ name: 'user_online_class_daily_count_pk', columns: [t.onlineCourseId, t.startDate, t.isRevoked] }),
  ],
);
