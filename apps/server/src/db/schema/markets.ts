// Market assignments: per country, the currency, the partner that serves it and the products offered.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './common.js';
import { partners } from './partners.js';
import { products } from './products.js';

export const marketAssignments = pgTable('market_assignment', {
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: text('country_code').primaryKey(),
  currency: text('currency').notNull(),
  partnerId: integer('partner_id').references(() => partners.id),
  notes: text('notes').notNull().default(''),
  ...timestamps,
  version: integer('version').notNull().default(1),
});

export const marketAssignmentProducts = pgTable(
  'market_assignment_product',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => marketAssignments.countryCode, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.countryCode, t.productId] }),
    index('market_assignment_product_product').on(t.productId),
  ],
);
