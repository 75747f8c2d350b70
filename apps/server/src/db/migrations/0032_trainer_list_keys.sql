ALTER TABLE "trainer" ADD COLUMN "renewal_states" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer" ADD COLUMN "exempt_years" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "trainer_state_current" ON "trainer" USING btree ("is_active","sort_name","id") WHERE "trainer"."renewal_states" @> array['current']::text[];--> statement-breakpoint
CREATE INDEX "trainer_state_renewalopen" ON "trainer" USING btree ("is_active","sort_name","id") WHERE "trainer"."renewal_states" @> array['renewalOpen']::text[];--> statement-breakpoint
CREATE INDEX "trainer_state_due" ON "trainer" USING btree ("is_active","sort_name","id") WHERE "trainer"."renewal_states" @> array['due']::text[];--> statement-breakpoint
CREATE INDEX "trainer_state_grace" ON "trainer" USING btree ("is_active","sort_name","id") WHERE "trainer"."renewal_states" @> array['grace']::text[];--> statement-breakpoint
CREATE INDEX "trainer_state_expired" ON "trainer" USING btree ("is_active","sort_name","id") WHERE "trainer"."renewal_states" @> array['expired']::text[];--> statement-breakpoint
CREATE INDEX "trainer_exempt" ON "trainer" USING btree ("is_active","sort_name","id") WHERE "trainer"."exempt_years" <> '{}'::integer[];--> statement-breakpoint
CREATE INDEX "trainer_search_text_prefix" ON "trainer" USING btree (("search_text" collate "C"),"sort_name","is_active","id");--> statement-breakpoint
CREATE INDEX "trainer_sort_name_prefix" ON "trainer" USING btree (("sort_name" collate "C"),"sort_name","is_active","id");--> statement-breakpoint
-- Hand-written from here: the renewal states on the trainer row follow its licenses held, in the same
-- statement trigger as the soonest expiry and the count of valid licenses (0025).
CREATE OR REPLACE FUNCTION "trainer_license_summary"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "trainer" t SET
    "next_expires_at" = s."next_expires_at",
    "valid_licenses" = s."valid_licenses",
    "renewal_states" = s."renewal_states"
  FROM (
    SELECT t2."id",
           min(tl."expires_at") FILTER (WHERE tl."renewal_state" IN ('current', 'renewalOpen', 'due')) AS "next_expires_at",
           count(tl."id") FILTER (WHERE tl."renewal_state" <> 'expired')::int AS "valid_licenses",
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
-- The years a trainer has an F2F exemption for (a reason given; its end is checked when the list reads
-- it, since an exemption runs out with time and no row changes then).
CREATE FUNCTION "trainer_exempt_years"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "trainer" t SET "exempt_years" = s."exempt_years"
  FROM (
    SELECT t2."id",
           coalesce(array_agg(f."year" ORDER BY f."year") FILTER (WHERE f."exempt_reason" IS NOT NULL), '{}') AS "exempt_years"
    FROM "trainer" t2 LEFT JOIN "trainer_f2f_year" f ON f."trainer_id" = t2."id"
    WHERE t2."id" = ANY(ids)
    GROUP BY t2."id"
  ) s
  WHERE t."id" = s."id" AND t."exempt_years" IS DISTINCT FROM s."exempt_years";
$$;
--> statement-breakpoint
CREATE FUNCTION "trainer_exempt_years_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "trainer_exempt_years"(ARRAY(SELECT DISTINCT "trainer_id" FROM "new_rows" ORDER BY 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "trainer_exempt_years_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "trainer_exempt_years"(ARRAY(
    SELECT "trainer_id" FROM "new_rows" UNION SELECT "trainer_id" FROM "old_rows" ORDER BY 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "trainer_exempt_years_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "trainer_exempt_years"(ARRAY(SELECT DISTINCT "trainer_id" FROM "old_rows" ORDER BY 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trainer_exempt_years_insert" AFTER INSERT ON "trainer_f2f_year"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trainer_exempt_years_insert"();
--> statement-breakpoint
CREATE TRIGGER "trainer_exempt_years_update" AFTER UPDATE ON "trainer_f2f_year"
  REFERENCING NEW TABLE AS "new_rows" OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trainer_exempt_years_update"();
--> statement-breakpoint
CREATE TRIGGER "trainer_exempt_years_delete" AFTER DELETE ON "trainer_f2f_year"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trainer_exempt_years_delete"();
--> statement-breakpoint
SELECT "trainer_license_summary"(ARRAY(SELECT "id" FROM "trainer"));--> statement-breakpoint
SELECT "trainer_exempt_years"(ARRAY(SELECT "id" FROM "trainer"));
