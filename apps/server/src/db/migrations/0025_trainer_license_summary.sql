ALTER TABLE "trainer" ADD COLUMN "next_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trainer" ADD COLUMN "valid_licenses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "trainer_f2f_year_exempt" ON "trainer_f2f_year" USING btree ("year","trainer_id") WHERE "trainer_f2f_year"."exempt_reason" is not null;--> statement-breakpoint
CREATE INDEX "trainer_next_expires" ON "trainer" USING btree ("next_expires_at","id");--> statement-breakpoint
CREATE INDEX "trainer_unlicensed" ON "trainer" USING btree ("sort_name","id") WHERE "trainer"."valid_licenses" = 0;--> statement-breakpoint
-- Hand-written from here: trainer.next_expires_at and trainer.valid_licenses follow the licenses held.
-- One statement-level trigger per event recomputes them for the trainers its transition table names, so
-- the daily job's update of 300,000 rows costs one grouped statement, not one per row.
CREATE FUNCTION "trainer_license_summary"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "trainer" t SET
    "next_expires_at" = s."next_expires_at",
    "valid_licenses" = s."valid_licenses"
  FROM (
    SELECT t2."id",
           min(tl."expires_at") FILTER (WHERE tl."renewal_state" IN ('current', 'renewalOpen', 'due')) AS "next_expires_at",
           count(tl."id") FILTER (WHERE tl."renewal_state" <> 'expired')::int AS "valid_licenses"
    FROM "trainer" t2 LEFT JOIN "trainer_license" tl ON tl."trainer_id" = t2."id"
    WHERE t2."id" = ANY(ids)
    GROUP BY t2."id"
  ) s
  WHERE t."id" = s."id"
    AND (t."next_expires_at", t."valid_licenses") IS DISTINCT FROM (s."next_expires_at", s."valid_licenses");
$$;
--> statement-breakpoint
CREATE FUNCTION "trainer_license_summary_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "trainer_license_summary"(ARRAY(SELECT DISTINCT "trainer_id" FROM "new_rows" ORDER BY 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "trainer_license_summary_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "trainer_license_summary"(ARRAY(
    SELECT "trainer_id" FROM "new_rows" UNION SELECT "trainer_id" FROM "old_rows" ORDER BY 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "trainer_license_summary_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "trainer_license_summary"(ARRAY(SELECT DISTINCT "trainer_id" FROM "old_rows" ORDER BY 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trainer_license_summary_insert" AFTER INSERT ON "trainer_license"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trainer_license_summary_insert"();
--> statement-breakpoint
CREATE TRIGGER "trainer_license_summary_update" AFTER UPDATE ON "trainer_license"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trainer_license_summary_update"();
--> statement-breakpoint
CREATE TRIGGER "trainer_license_summary_delete" AFTER DELETE ON "trainer_license"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trainer_license_summary_delete"();
--> statement-breakpoint
SELECT "trainer_license_summary"(ARRAY(SELECT "id" FROM "trainer"));
