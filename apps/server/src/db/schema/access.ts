// People and access: accounts, roles (sets of capability flags), role grants and identity links.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountProfileColumns, accountProfileIndexes } from './account-profile.js';
import { accountSearchIndexes } from './account-search.js';
import { timestamps, versioned } from './common.js';

export const accounts = pgTable(
  'account',
  {
    ...versioned,
    admId: uuid('adm_id').notNull().unique().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    countryCode: text('country_code'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** scrypt hash (see platform/passwords.ts); null for people who sign in elsewhere. */
    passwordHash: text('password_hash'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    blockedReason: text('blocked_reason'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedBy: uuid('blocked_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    mergedIntoAdmId: uuid('merged_into_adm_id'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...accountProfileColumns,
  },
  (t) => [
    // Unique among live accounts only: a deleted or merged account's e-mail may be used again.
    uniqueIndex('account_email_lower_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null and ${t.mergedIntoAdmId} is null`),
    index('account_email_trgm').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    ...accountProfileIndexes(t),
    ...accountSearchIndexes(t),
  ],
);

export const roles = pgTable('role', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  capabilities: text('capabilities').array().notNull().default(sql`'{}'::text[]`),
  ...timestamps,
});

export const accountRoles = pgTable(
  'account_role',
  {
    admId: uuid('adm_id')
      .notNull()
      .references(() => accounts.admId, { onDelete: 'cascade' }),
    roleKey: text('role_key')
      .notNull()
      .references(() => roles.key, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.admId, t.roleKey] }), index('account_role_role_key').on(t.roleKey)],
);

/** Maps an identity provider's subject to an account (the embedded provider's subject is the admId). */
export const identityLinks = pgTable(
  'identity_link',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    admId: uuid('adm_id')
      .notNull()
      .references(() => accounts.admId, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('identity_link_adm_id').on(t.admId)],
);

export const auditEvents = pgTable(
  'audit_event',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorAdmId: uuid('actor_adm_id'),
    actorSubject: text('actor_subject'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [
    // A record's history: its events newest first, a page at a time (id is the paging cursor).
    index('audit_event_entity_history').on(t.entity, t.entityId, t.id.desc()),
    index('audit_event_at').on(t.at),
  ],
);
