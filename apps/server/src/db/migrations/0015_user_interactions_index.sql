-- The user-interaction report (areas/reports) reads these audit events in time order, a page or a CSV
-- batch at a time by keyset on (at, id): the list of actions is platform/interaction-actions.ts's, as
-- it stood when this index was made (a test compares them).
CREATE INDEX IF NOT EXISTS "audit_event_user_interaction" ON "audit_event" USING btree ("at","id") WHERE "action" IN ('identity.sign-in', 'identity.sign-in-failed', 'identity.sign-in-throttled', 'identity.sign-out', 'identity.password-reset', 'identity.email-verified', 'accounts.block', 'accounts.unblock', 'accounts.delete', 'accounts.forgot-password', 'accounts.resend-verification', 'accounts.merge');
