DROP INDEX "class_start";--> statement-breakpoint
DROP INDEX "trainer_exempt";--> statement-breakpoint
CREATE INDEX "class_start" ON "class" USING btree ("start_date","id","course_id","state","is_published","scope");--> statement-breakpoint
CREATE INDEX "trainer_exempt" ON "trainer" USING btree ("is_active","sort_name","id","exempt_years") WHERE "trainer"."exempt_years" <> '{}'::integer[];