// Invoices area tables: invoices to partners with their lines and line types, the gapless document
// numbers, the billing sources an invoice line bills, and credit notes that correct numbered invoices.
// Money is integer minor units of the row's ISO 4217 currency; totals are derived from the lines.
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { versioned } from './common.js';
import { partners } from './partners.js';

export const invoiceStates = ['Draft', 'Open', 'Paid'] as const;
export const documentSeries = ['INV', 'CN'] as const;
export const billingSourceKinds = ['class', 'passcode', 'enrollmentCode'] as const;
/** UNCL5305 VAT categories (EN 16931 BT-151), as the contract's vatCategories. */
export const vatCategories = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'] as const;

/** The kinds of invoice line staff pick from; edited together as one ordered list. */
export const invoiceLineTypes = pgTable(
  'invoice_line_type',
  {
    ...versioned,
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('invoice_line_type_name').on(sql`lower(${t.name})`)],
);

/**
 * The last number given per series and year. A number is taken with an upsert that increments
 * `last` inside the transaction issuing the document: the row lock serialises takers across server
 * instances, and a rollback gives the number back, so the sequence has no gap.
 */
export const documentNumbers = pgTable(
  'document_number',
  {
    series: text('series', { enum: documentSeries }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** An invoice to a partner. Series, year, seq and number stay null until it leaves Draft. */
export const invoices = pgTable(
  'invoice',
  {
    ...versioned,
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    poNumber: text('po_number'),
    issueDate: date('issue_date'),
    dueDate: date('due_date'),
    currency: char('currency', { length: 3 }).notNull(),
    state: text('state', { enum: invoiceStates }).notNull().default('Draft'),
    series: text('series', { enum: documentSeries }),
    year: integer('year'),
    seq: integer('seq'),
    number: text('number'),
    paidOn: date('paid_on'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentTo: text('sent_to'),
    everSent: boolean('ever_sent').notNull().default(false),
    createdBy: uuid('created_by'),
    notes: text('notes'),
  },
  (t) => [
    unique('invoice_series_year_seq').on(t.series, t.year, t.seq),
    unique('invoice_number').on(t.number),
    // The list filters by state or customer and shows the newest first: its order (issue date descending,
    // undated drafts last, then id) is each index's, so a page walks 100 entries instead of sorting every
    // match (200,000 with no filter: 54 ms of database time a page on the bench).
    index('invoice_state_issue').on(t.state, t.issueDate.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('invoice_issue').on(t.issueDate.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('invoice_partner_issue').on(t.partnerId, t.issueDate.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('invoice_po_number_trgm').using('gin', sql`lower(${t.poNumber}) gin_trgm_ops`),
  ],
);

/**
 * A line of an invoice: quantity times unit price (negative for a discount), with its VAT category and
 * rate in percent. Only the standard category has a rate above 0; the others are at 0 (migration 0045
 * says how a document's tax is summed from them).
 */
export const invoiceLines = pgTable(
  'invoice_line',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    lineTypeId: integer('line_type_id').references(() => invoiceLineTypes.id),
    description: text('description').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    sourceKind: text('source_kind', { enum: billingSourceKinds }),
    sourceId: text('source_id'),
    vatCategory: text('vat_category', { enum: vatCategories }).notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    index('invoice_line_invoice').on(t.invoiceId, t.position),
    index('invoice_line_type_ref').on(t.lineTypeId),
    check('invoice_line_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'invoice_line_vat',
      sql`${t.vatCategory} in ('S', 'Z', 'E', 'AE', 'K', 'G', 'O') and case when ${t.vatCategory} = 'S'
        then ${t.vatRate} > 0 and ${t.vatRate} <= 100 else ${t.vatRate} = 0 end`,
    ),
  ],
);

/** A billable source (class, passcode, enrollment code) sits on one invoice line at most. */
export const billedSources = pgTable(
  'billed_source',
  {
    sourceKind: text('source_kind', { enum: billingSourceKinds }).notNull(),
    sourceId: text('source_id').notNull(),
    invoiceLineId: integer('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sourceKind, t.sourceId] }), index('billed_source_line').on(t.invoiceLineId)],
);

/** A credit note correcting a numbered invoice, numbered in its own gapless series. */
export const creditNotes = pgTable(
  'credit_note',
  {
    ...versioned,
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    series: text('series', { enum: documentSeries }).notNull().default('CN'),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    reason: text('reason').notNull(),
    issuedOn: date('issued_on').notNull(),
    createdBy: uuid('created_by'),
  },
  (t) => [
    unique('credit_note_number').on(t.number),
    unique('credit_note_series_year_seq').on(t.series, t.year, t.seq),
    index('credit_note_invoice').on(t.invoiceId),
  ],
);

/** What a credit note credits of one invoice line. */
export const creditNoteLines = pgTable(
  'credit_note_line',
  {
    id: serial('id').primaryKey(),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    invoiceLineId: integer('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id),
    quantity: integer('quantity').notNull(),
    /** Minor units; positive is credited. */
    amount: integer('amount').notNull(),
  },
  (t) => [
    index('credit_note_line_note').on(t.creditNoteId),
    index('credit_note_line_invoice_line').on(t.invoiceLineId),
  ],
);
