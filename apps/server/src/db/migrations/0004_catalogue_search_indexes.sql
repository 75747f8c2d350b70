DROP INDEX "user_online_class_course_start";--> statement-breakpoint
DROP INDEX "user_online_class_start_date";--> statement-breakpoint
DROP INDEX "user_online_class_end_date";--> statement-breakpoint
DROP INDEX "user_online_class_revoked";--> statement-breakpoint
ALTER TABLE "course_category" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "course_required_license_id" ON "course" USING btree ("required_license_id");--> statement-breakpoint
CREATE INDEX "course_code_trgm" ON "course" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_name_trgm" ON "course" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "online_course_course_id" ON "online_course" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "online_course_code_trgm" ON "online_course" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "online_course_name_trgm" ON "online_course" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "license_name_trgm" ON "license" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_course_id" ON "product" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "product_online_course_id" ON "product" USING btree ("online_course_id");--> statement-breakpoint
CREATE INDEX "product_sku_trgm" ON "product" USING gin (lower("sku") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_name_trgm" ON "product" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_online_class_course_start" ON "user_online_class" USING btree ("online_course_id","start_date","id");--> statement-breakpoint
CREATE INDEX "user_online_class_start_date" ON "user_online_class" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "user_online_class_end_date" ON "user_online_class" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "user_online_class_revoked" ON "user_online_class" USING btree ("start_date","id") WHERE "user_online_class"."is_revoked";