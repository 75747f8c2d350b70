CREATE TABLE "trainer_license_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_license_id" integer NOT NULL,
	"kind" text NOT NULL,
	"on_day" date NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trainer_license" ADD COLUMN "ended_on" date;--> statement-breakpoint
ALTER TABLE "trainer_license" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "trainer_license_change" ADD CONSTRAINT "trainer_license_change_trainer_license_id_trainer_license_id_fk" FOREIGN KEY ("trainer_license_id") REFERENCES "public"."trainer_license"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trainer_license_change_license" ON "trainer_license_change" USING btree ("trainer_license_id","at");--> statement-breakpoint
CREATE INDEX "trainer_state_upcoming" ON "trainer" USING btree ("is_active","sort_name","id") WHERE "trainer"."renewal_states" @> array['upcoming']::text[];--> statement-breakpoint
-- Hand-written from here. The soonest expiry on the trainer row is the most urgent one: a license in grace
-- counts (it ended and can still be renewed), one not granted yet (upcoming) does not; a valid license is
-- one in any state but expired and upcoming (0025, 0032).
CREATE OR REPLACE FUNCTION "trainer_license_summary"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "trainer" t SET
    "next_expires_at" = s."next_expires_at",
    "valid_licenses" = s."valid_licenses",
    "renewal_states" = s."renewal_states"
  FROM (
    SELECT t2."id",
           min(tl."expires_at") FILTER (WHERE tl."renewal_state" IN ('current', 'renewalOpen', 'due', 'grace')) AS "next_expires_at",
           count(tl."id") FILTER (WHERE tl."renewal_state" NOT IN ('expired', 'upcoming'))::int AS "valid_licenses",
           coalesce(array_agg(DISTINCT tl."renewal_state" ORDER BY tl."renewal_state")
                      FILTER (WHERE tl."id" IS NOT NULL), '{}') AS "renewal_states"
    FROM "trainer" t2 LEFT JOIN "trainer_license" tl ON tl."trainer_id" = t2."id"
    WHERE t2."id" = ANY(ids)
    GROUP BY t2."id"
  ) s
  WHERE t."id" = s."id"
    AND (t."next_expires_at", t."valid_licenses", t."renewal_states")
        IS DISTINCT FROM (s."next_expires_at", s."valid_licenses", s."renewal_states");
$$;
--> statement-breakpoint
-- A license granted on a day still ahead in the trainer's zone is not valid yet.
UPDATE "trainer_license" tl SET "renewal_state" = 'upcoming', "state_changed_at" = now()
  FROM "trainer" t
  WHERE t."id" = tl."trainer_id" AND tl."granted_on" > (now() AT TIME ZONE t."time_zone")::date
    AND tl."renewal_state" <> 'upcoming';
--> statement-breakpoint
SELECT "trainer_license_summary"(ARRAY(SELECT "id" FROM "trainer"));
