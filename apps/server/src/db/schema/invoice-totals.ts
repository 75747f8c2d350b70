// The Invoices list answers the totals per currency of its whole filtered set. Summing every line of a
// third of 200,000 invoices took seconds a page, so two small tables hold, per day of issue (the
// infinite past for a draft without one), state and currency, how many invoices there are and what their
// lines add up to: one for all customers, one per customer. Statement triggers on the invoices and their
// lines keep them in the change's own transaction (migration 0029), so they are the lines' sum, never a
// figure anyone writes; a filter the tables cannot answer (a PO number) sums the lines themselves.
import { bigint, char, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const invoiceDayTotals = pgTable(
  'invoice_day_total',
  {
    state: text('state').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    issueDate: date('issue_date').notNull(),
    n: integer('n').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.state, t.issueDate, t.currency] })],
);

export const invoicePartnerDayTotals = pgTable(
  'invoice_partner_day_total',
  {
    partnerId: integer('partner_id').notNull(),
    state: text('state').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    issueDate: date('issue_date').notNull(),
    n: integer('n').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.state, t.issueDate, t.currency] })],
);
