// The course catalogue: categories, instructor-led courses and self-paced (online) courses.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, versioned } from './common.js';
import { licenses } from './licenses.js';

export const courseCategories = pgTable(
  'course_category',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('course_category_name_key').on(sql`lower(${t.name})`)],
);

export const courses = pgTable(
  'course',
  {
    ...versioned,
    /** Short public code, e.g. PSM or PSPO-A; unique case-insensitively. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => courseCategories.id),
    /** instructor-led today; kept as text so later course types need no migration of old rows. */
    courseType: text('course_type').notNull().default('instructor-led'),
    isBeta: boolean('is_beta').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    defaultLanguageId: text('default_language_id').notNull().default('en'),
    durationDays: integer('duration_days').notNull().default(2),
    /** The certification assessment the course prepares for; linked once assessments exist. */
    assessmentCode: text('assessment_code'),
    /** The license a trainer must hold to teach it. */
    requiredLicenseId: integer('required_license_id').references(() => licenses.id),
  },
  (t) => [
    uniqueIndex('course_code_key').on(sql`lower(${t.code})`),
    index('course_category_id').on(t.categoryId),
    index('course_required_license_id').on(t.requiredLicenseId),
    index('course_code_trgm').using('gin', sql`lower(${t.code}) gin_trgm_ops`),
    index('course_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const onlineCourses = pgTable(
  'online_course',
  {
    ...versioned,
    code: text('code').notNull(),
    name: text('name').notNull(),
    languageId: text('language_id').notNull().default('en'),
    isActive: boolean('is_active').notNull().default(true),
    /** How long an enrollment gives access, in days. */
    accessDays: integer('access_days').notNull().default(365),
    courseId: integer('course_id').references(() => courses.id),
  },
  (t) => [
    uniqueIndex('online_course_code_key').on(sql`lower(${t.code})`),
    index('online_course_course_id').on(t.courseId),
    index('online_course_code_trgm').using('gin', sql`lower(${t.code}) gin_trgm_ops`),
    index('online_course_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
