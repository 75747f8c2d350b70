DROP INDEX "enrollment_code_order_number";--> statement-breakpoint
DROP INDEX "passcode_sku";--> statement-breakpoint
DROP INDEX "passcode_order_number";--> statement-breakpoint
ALTER TABLE "enrollment_code" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "passcode" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
CREATE INDEX "enrollment_code_order_number_trgm" ON "enrollment_code" USING gin (lower("order_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enrollment_code_order_email" ON "enrollment_code" USING btree (lower("order_email"));--> statement-breakpoint
CREATE INDEX "enrollment_code_user_email" ON "enrollment_code" USING btree (lower("user_email"));--> statement-breakpoint
CREATE INDEX "enrollment_code_batch" ON "enrollment_code" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "email_outbox_state" ON "email_outbox" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "email_outbox_to_trgm" ON "email_outbox" USING gin (lower("to_address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "passcode_order_number_trgm" ON "passcode" USING gin (lower("order_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "passcode_order_email" ON "passcode" USING btree (lower("order_email"));--> statement-breakpoint
CREATE INDEX "passcode_student_email" ON "passcode" USING btree (lower("student_email"));--> statement-breakpoint
CREATE INDEX "passcode_batch" ON "passcode" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "enrollment_code_order_number" ON "enrollment_code" USING btree (lower("order_number"));--> statement-breakpoint
CREATE INDEX "passcode_sku" ON "passcode" USING btree (upper("sku"));--> statement-breakpoint
CREATE INDEX "passcode_order_number" ON "passcode" USING btree (lower("order_number"));