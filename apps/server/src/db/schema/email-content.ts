// E-mail content: the subject and bodies of each e-mail type (declared in code, areas/email-types.ts)
// per language, as Mustache templates the Email Content area edits and the mail engine renders at send
// time. A translation remembers the English revision it was written against, so it shows as outdated
// once the English changes.
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { versioned } from './common.js';

export const emailContents = pgTable(
  'email_content',
  {
    ...versioned,
    /** The e-mail type's key, e.g. passcode-resend. */
    typeKey: text('type_key').notNull(),
    /** One content of a type per instance (e.g. per partner) later; '' is the type's own. */
    instanceKey: text('instance_key').notNull().default(''),
    languageId: text('language_id').notNull(),
    subject: text('subject').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Null: the plain text is derived from the HTML when the e-mail is rendered. */
    textBody: text('text_body'),
    /** Bumped on each save. */
    revision: integer('revision').notNull().default(1),
    /** A translation's English revision when it was saved; null for English. */
    englishRevision: integer('english_revision'),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    uniqueIndex('email_content_key').on(t.typeKey, t.instanceKey, t.languageId),
    index('email_content_language').on(t.languageId, t.typeKey),
  ],
);
