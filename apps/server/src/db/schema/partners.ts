// Partners: the organisations that buy seats and codes and are invoiced.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { versioned } from './common.js';

export const partners = pgTable(
  'partner',
  {
    ...versioned,
    name: text('name').notNull(),
    countryCode: text('country_code'),
    contactName: text('contact_name'),
    billingEmail: text('billing_email'),
    currency: text('currency').notNull().default('USD'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('partner_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);
