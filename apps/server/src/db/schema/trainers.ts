// Trainers: accounts who teach classes, the licenses they hold (each renewing on its own timeline), the
// languages they teach in and their face-to-face teaching requirement per year.
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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { timestamps, versioned } from './common.js';
import { licenses } from './licenses.js';

/**
 * The states of a held license's timeline, in the order a license passes through them (upcoming: granted
 * on a day still ahead, not valid yet).
 */
export const trainerLicenseRenewalStates = ['upcoming', 'current', 'renewalOpen', 'due', 'grace', 'expired'] as const;

export const trainers = pgTable(
  'trainer',
  {
    ...versioned,
    admId: uuid('adm_id')
      .notNull()
      .unique()
      .references(() => accounts.admId),
    isActive: boolean('is_active').notNull().default(true),
    bio: text('bio').notNull().default(''),
    /** IANA zone the trainer works in; license expiry instants are the end of a day in this zone. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /**
     * lower(last name || ' ' || first name) of the account, kept by triggers (the migration): the list
     * sorts by name over a hundred thousand trainers, which a join to the account could only do by
     * sorting them all on every page.
     */
    sortName: text('sort_name').notNull().default(''),
    /**
     * lower("first last email") of the account, kept by the same triggers: the list's search reads a
     * trigram index over a hundred thousand trainers, not over every account there is.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The soonest expiry among the licenses held that are not past it (current, renewal open, due), and
     * how many licenses held are valid (any state but expired): kept by a statement trigger on
     * trainer_license (migration 0025), so the "expiring" and "not yet licensed" views read an index
     * instead of aggregating 300,000 licenses held.
     */
    nextExpiresAt: timestamp('next_expires_at', { withTimezone: true }),
    validLicenses: integer('valid_licenses').notNull().default(0),
    /**
     * The renewal states its licenses held are in, and the years it has an F2F exemption for, kept by
     * statement triggers on trainer_license and trainer_f2f_year (migration 0032): the list filters by
     * them through a partial index per state in the list's order, so a page walks 50 entries.
     */
    renewalStates: text('renewal_states').array().notNull().default(sql`'{}'`),
    exemptYears: integer('exempt_years').array().notNull().default(sql`'{}'`),
  },
  (t) => [
    index('trainer_sort_name').on(t.sortName, t.id),
    index('trainer_active_sort_name').on(t.isActive, t.sortName, t.id),
    index('trainer_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('trainer_next_expires').on(t.nextExpiresAt, t.id),
    index('trainer_unlicensed').on(t.sortName, t.id).where(sql`${t.validLicenses} = 0`),
    ...trainerLicenseRenewalStates.map((state) =>
      index(`trainer_state_${state.toLowerCase()}`)
        .on(t.isActive, t.sortName, t.id)
        .where(sql`${t.renewalStates} @> array[${sql.raw(`'${state}'`)}]::text[]`),
    ),
    // With the years, so the exempt filter skips trainers not exempt in the year from the index alone.
    index('trainer_exempt')
      .on(t.isActive, t.sortName, t.id, t.exemptYears)
      .where(sql`${t.exemptYears} <> '{}'::integer[]`),
    // The search's keys: the name first-name first (with the e-mail after it) and last-name first, each
    // compared in the C collation so "starts with" is an index range on any database, followed by what
    // a search's page is ordered and filtered by, so its matches are read from the index alone.
    index('trainer_search_text_prefix').on(sql`(${t.searchText} collate "C")`, t.sortName, t.isActive, t.id),
    index('trainer_sort_name_prefix').on(sql`(${t.sortName} collate "C")`, t.sortName, t.isActive, t.id),
  ],
);

export const trainerLanguages = pgTable(
  'trainer_language',
  {
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    languageId: text('language_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trainerId, t.languageId] })],
);

/** A license a trainer holds. Deleting a license the catalogue still has holders of is refused (no cascade). */
export const trainerLicenses = pgTable(
  'trainer_license',
  {
    id: serial('id').primaryKey(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    licenseId: integer('license_id')
      .notNull()
      .references(() => licenses.id),
    grantedOn: date('granted_on').notNull(),
    /** The exact end instant: 23:59:59 of the last valid day in the trainer's zone. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** upcoming, current, renewalOpen, due, grace or expired; written by the daily license job and on every save. */
    renewalState: text('renewal_state').notNull().default('current'),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    /**
     * Set when staff end the license: its last valid day (expires_at is then the end of that day) and why.
     * An ended license has no grace: it is expired the day after. A grant again clears both.
     */
    endedOn: date('ended_on'),
    endReason: text('end_reason'),
    ...timestamps,
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('trainer_license_trainer_license_key').on(t.trainerId, t.licenseId),
    index('trainer_license_license_trainer').on(t.licenseId, t.trainerId),
    index('trainer_license_state_expires').on(t.renewalState, t.expiresAt),
    index('trainer_license_expires').on(t.expiresAt),
    // The list's renewal-state filter reads the trainers holding a license in a state.
    index('trainer_license_state_trainer').on(t.renewalState, t.trainerId),
  ],
);

/**
 * The face-to-face teaching requirement of a trainer for a year. Met when completed >= required; exempt
 * while exempt_reason is set and exempt_until is today or later. No row for a year reads as required 1,
 * completed 0 (not met), not exempt.
 */
export const trainerF2fYears = pgTable(
  'trainer_f2f_year',
  {
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    required: integer('required').notNull().default(1),
    completed: integer('completed').notNull().default(0),
    exemptReason: text('exempt_reason'),
    exemptUntil: date('exempt_until'),
    /** Optimistic concurrency for staff edits of the requirement and exemption (PUT .../f2f/:year). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.trainerId, t.year] }),
    // The list's F2F filters read the trainers of a year whose requirement is met (or not) or exempt.
    index('trainer_f2f_year_met').on(t.year, sql`(${t.completed} >= ${t.required})`, t.trainerId),
    // Exemptions are few: the exempt filters read them from here, not from every trainer's year.
    index('trainer_f2f_year_exempt').on(t.year, t.trainerId).where(sql`${t.exemptReason} is not null`),
    // A trainer's exemption of a year and its end, read from the index alone by the list's exempt filter.
    index('trainer_f2f_year_exempt_until')
      .on(t.trainerId, t.year, t.exemptUntil)
      .where(sql`${t.exemptReason} is not null`),
  ],
);
