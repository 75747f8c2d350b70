CREATE TABLE "class_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"session_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_registration" ADD COLUMN "waitlist_position" integer;--> statement-breakpoint
ALTER TABLE "class_registration" ADD COLUMN "registered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "class_registration" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "class" ADD COLUMN "seats_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class" ADD COLUMN "waitlisted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_session" ADD CONSTRAINT "class_session_class_id_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."class"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_session_class_date_key" ON "class_session" USING btree ("class_id","session_date");--> statement-breakpoint
CREATE INDEX "class_session_starts_at" ON "class_session" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "class_registration_waitlist" ON "class_registration" USING btree ("class_id","waitlist_position") WHERE "class_registration"."status" = 'waitlisted';--> statement-breakpoint
-- Classes saved before sessions existed: one session a day between their dates at their daily times,
-- as instants in their own zone; their seat counts from their registrations.
INSERT INTO "class_session" ("class_id", "session_date", "start_time", "end_time", "starts_at", "ends_at")
SELECT c."id", d::date, c."daily_start_time", c."daily_end_time",
       (d::date + c."daily_start_time") AT TIME ZONE c."time_zone",
       (d::date + c."daily_end_time") AT TIME ZONE c."time_zone"
FROM "class" c, generate_series(c."start_date"::timestamp, c."end_date"::timestamp, interval '1 day') d;--> statement-breakpoint
UPDATE "class" c SET
  "seats_taken" = (SELECT count(*) FROM "class_registration" r WHERE r."class_id" = c."id" AND r."status" <> 'waitlisted'),
  "waitlisted" = (SELECT count(*) FROM "class_registration" r WHERE r."class_id" = c."id" AND r."status" = 'waitlisted'),
  "state_changed_at" = c."updated_at";
