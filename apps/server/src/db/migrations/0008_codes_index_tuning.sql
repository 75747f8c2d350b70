DROP INDEX "enrollment_code_order_email_trgm";--> statement-breakpoint
DROP INDEX "enrollment_code_user_email_trgm";--> statement-breakpoint
DROP INDEX "passcode_order_email_trgm";--> statement-breakpoint
DROP INDEX "passcode_student_email_trgm";--> statement-breakpoint
-- Hand-edited: drizzle-kit drops and recreates an index to change a storage parameter; ALTER INDEX
-- does the same without rebuilding a trigram index over millions of codes.
ALTER INDEX "enrollment_code_code_trgm" SET (gin_pending_list_limit = 32768);--> statement-breakpoint
ALTER INDEX "passcode_code_trgm" SET (gin_pending_list_limit = 32768);
