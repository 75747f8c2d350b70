// Columns every table shares: id, created/updated times and the optimistic-concurrency version.
import { integer, serial, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const versioned = {
  id: serial('id').primaryKey(),
  ...timestamps,
  version: integer('version').notNull().default(1),
};
