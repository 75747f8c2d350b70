DROP INDEX "class_start";--> statement-breakpoint
DROP INDEX "class_state_start";--> statement-breakpoint
CREATE INDEX "class_start" ON "class" USING btree ("start_date","id","course_id");--> statement-breakpoint
CREATE INDEX "class_state_start" ON "class" USING btree ("state","start_date","id","course_id");