// Storage of the embedded OpenID Connect provider: its models (sessions, grants, codes, refresh
// tokens...) in one table, its signing and cookie keys, and sign-in attempts for slowing down guessing.
// Shared by every server instance on one database.
import { sql } from 'drizzle-orm';
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
    // Whose rows these are: ending an account's sessions and tokens at once (platform/idp/revoke.ts).
    index('oidc_payload_account_id').on(sql`(${t.payload}->>'accountId')`),
  ],
);

/**
 * Sign-in attempts counted per key: 'pair:<address> <e-mail>', 'email:<e-mail>' or 'address:<address>'
 * (platform/idp/rate-limit.ts). Failures since the last success or quiet spell, the last counted one,
 * the last refusal recorded in the audit trail, and for a pair its last successful sign-in (which makes
 * the address a usual one for the e-mail).
 */
export const signInAttempts = pgTable('sign_in_attempt', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  refusedAt: timestamp('refused_at', { withTimezone: true }),
  succeededAt: timestamp('succeeded_at', { withTimezone: true }),
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
