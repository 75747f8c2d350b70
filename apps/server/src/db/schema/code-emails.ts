// Every distinct e-mail address on passcodes and enrollment codes (lower case), kept by triggers on
// both tables. A "contains" e-mail filter searches these few hundred thousand values through their
// trigram index, then finds the codes by the exact-match indexes, instead of trigram-scanning millions
// of code rows whose e-mails share most of their trigrams. Addresses no longer used may linger: they
// match no code.
import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

export const codeEmails = pgTable('code_email', { email: text('email').primaryKey() }, (t) => [
  index('code_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
]);
