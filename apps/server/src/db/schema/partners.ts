// Partners: the organisations that buy seats and codes and are invoiced. The billing identity (legal name,
// structured address, VAT and other tax ids) is what an invoice says about its buyer (EU VAT directive
// 2006/112/EC art. 226; EN 16931 BT-44..BT-55); the address's country is countryCode.
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
    /** The registered name when it differs from name (BT-44); null: name is the legal name. */
    legalName: text('legal_name'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    postalCode: text('postal_code'),
    /** Region, state or province (BT-54). */
    region: text('region'),
    /** VAT identification number with its two-letter country prefix, no spaces (BT-48). */
    vatId: text('vat_id'),
    /** Another tax registration id, for buyers outside the EU VAT system (free text). */
    taxId: text('tax_id'),
  },
  (t) => [index('partner_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);
