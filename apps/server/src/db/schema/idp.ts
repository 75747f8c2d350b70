// Storage of the embedded OpenID Connect provider: its models (sessions, grants, codes, refresh
// tokens...) in one table, its signing and cookie keys, and sign-in failures for rate limiting. Shared by
// every server instance on one database.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const oidcPayloads = pgTable(
  'oidc_payload',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payload_grant_id').on(t.grantId),
    index('oidc_payload_uid').on(t.uid),
    index('oidc_payload_user_code').on(t.userCode),
    index('oidc_payload_expires_at').on(t.expiresAt),
  ],
);

/** Failed sign-ins per key (e-mail or client address) in the current window. */
export const signInFailures = pgTable('sign_in_failure', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * Key material generated once on first start and read by every instance: 'signing-keys' (private JWKs)
 * and 'cookie-keys' (secrets for signed cookies). Kept in the database so restarts and scale-out keep
 * sessions and tokens valid.
 */
export const oidcSecrets = pgTable('oidc_secret', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
