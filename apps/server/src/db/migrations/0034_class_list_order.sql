DROP INDEX "class_course";--> statement-breakpoint
CREATE INDEX "class_course_start" ON "class" USING btree ("course_id","start_date","id");--> statement-breakpoint
CREATE INDEX "class_scope_start" ON "class" USING btree ("scope","start_date","id");