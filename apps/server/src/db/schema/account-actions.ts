// E-mailed account links: a password reset or an e-mail verification, each single use and expiring.
// Only a hash of the link's token is kept: a copy of the table (a backup, a replica) opens no account.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';

export const accountActionRows = pgTable(
  'account_action',
  {
    id: serial('id').primaryKey(),
    admId: uuid('adm_id')
      .notNull()
      .references(() => accounts.admId, { onDelete: 'cascade' }),
    /** 'password-reset' | 'email-verification' (the contract's accountActionKinds). */
    kind: text('kind').notNull(),
    /**
     * SHA-256 (hex) of the link's token; the token itself is only ever in the e-mail. Null until the
     * outbox worker sends the e-mail: it makes the token then, stores its hash here and puts the token in
     * the message just before SMTP, so the outbox row never holds it.
     */
    tokenHash: text('token_hash'),
    /** The address the link went to: a verification confirms that address, not a later one. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by'),
    /** The newer action of the same kind that cancelled this one, if that is why it was cancelled. */
    supersededBy: integer('superseded_by'),
  },
  (t) => [
    uniqueIndex('account_action_token_hash_key').on(t.tokenHash),
    index('account_action_adm_id').on(t.admId, t.id.desc()),
    // At most one open link of a kind per account: a new e-mail cancels the earlier one first.
    uniqueIndex('account_action_open_kind')
      .on(t.admId, t.kind)
      .where(sql`${t.usedAt} is null and ${t.cancelledAt} is null`),
  ],
);
