// Products: what is sold (a class seat, an assessment attempt, an online course), by SKU and price.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from './common.js';
import { courses, onlineCourses } from './courses.js';

export const productKinds = ['class-seat', 'assessment-attempt', 'online-course'] as const;

export const products = pgTable(
  'product',
  {
    ...versioned,
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: productKinds }).notNull(),
    /** Integer minor units of `currency`. */
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull(),
    courseId: integer('course_id').references(() => courses.id),
    onlineCourseId: integer('online_course_id').references(() => onlineCourses.id),
    assessmentCode: text('assessment_code'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('product_sku_key').on(sql`upper(${t.sku})`),
    index('product_kind').on(t.kind),
    index('product_course_id').on(t.courseId),
    index('product_online_course_id').on(t.onlineCourseId),
    index('product_sku_trgm').using('gin', sql`lower(${t.sku}) gin_trgm_ops`),
    index('product_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
