// What a training provider keeps about a person beyond sign-in: the partner that brought them, the
// language they prefer and a phone number. Spread into the account table (access.ts), which stays the
// one definition of that table; the name index serves the Accounts list's search by name.
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, text } from 'drizzle-orm/pg-core';
import { partners } from './partners.js';

export const accountProfileColumns = {
  partnerId: integer('partner_id').references((): AnyPgColumn => partners.id, { onDelete: 'set null' }),
  /** en, zh or ja (the languages courses are offered in); null: not said. */
  preferredLanguage: text('preferred_language'),
  phone: text('phone'),
};

/** "first last" in lower case: what the list's name search matches, and what its trigram index holds. */
export const accountFullName = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }): SQL =>
  sql`lower(${t.firstName} || ' ' || ${t.lastName})`;

export const accountProfileIndexes = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn; partnerId: AnyPgColumn }) => [
  index('account_name_trgm').using('gin', sql`${accountFullName(t)} gin_trgm_ops`),
  index('account_partner_id').on(t.partnerId),
];
