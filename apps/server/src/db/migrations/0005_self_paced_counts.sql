CREATE TABLE "user_online_class_count" (
	"online_course_id" integer NOT NULL,
	"is_revoked" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "user_online_class_count_online_course_id_is_revoked_pk" PRIMARY KEY("online_course_id","is_revoked")
);
--> statement-breakpoint
CREATE TABLE "user_online_class_daily_count" (
	"start_date" date NOT NULL,
	"online_course_id" integer NOT NULL,
	"is_revoked" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "user_online_class_daily_count_start_date_online_course_id_is_revoked_pk" PRIMARY KEY("start_date","online_course_id","is_revoked")
);
--> statement-breakpoint
-- Hand-written from here (drizzle-kit does not model triggers): the two count tables kept exact. One
-- statement-level trigger per event aggregates its transition table, so a bulk insert of 500,000 rows
-- costs one grouped upsert; rows are upserted in key order so concurrent writers cannot deadlock.
CREATE FUNCTION "user_online_class_count_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH "delta" AS (
      SELECT "start_date", "online_course_id", "is_revoked", count(*) AS "n" FROM "new_rows" GROUP BY 1, 2, 3
    ),
    "totals" AS (
      INSERT INTO "user_online_class_count" AS "c" ("online_course_id", "is_revoked", "n")
      SELECT "online_course_id", "is_revoked", sum("n") FROM "delta" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("online_course_id", "is_revoked") DO UPDATE SET "n" = "c"."n" + excluded."n"
    )
    INSERT INTO "user_online_class_daily_count" AS "c" ("start_date", "online_course_id", "is_revoked", "n")
    SELECT "start_date", "online_course_id", "is_revoked", "n" FROM "delta" ORDER BY 1, 2, 3
    ON CONFLICT ("start_date", "online_course_id", "is_revoked") DO UPDATE SET "n" = "c"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    WITH "delta" AS (
      SELECT "start_date", "online_course_id", "is_revoked", -count(*) AS "n" FROM "old_rows" GROUP BY 1, 2, 3
    ),
    "totals" AS (
      INSERT INTO "user_online_class_count" AS "c" ("online_course_id", "is_revoked", "n")
      SELECT "online_course_id", "is_revoked", sum("n") FROM "delta" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("online_course_id", "is_revoked") DO UPDATE SET "n" = "c"."n" + excluded."n"
    )
    INSERT INTO "user_online_class_daily_count" AS "c" ("start_date", "online_course_id", "is_revoked", "n")
    SELECT "start_date", "online_course_id", "is_revoked", "n" FROM "delta" ORDER BY 1, 2, 3
    ON CONFLICT ("start_date", "online_course_id", "is_revoked") DO UPDATE SET "n" = "c"."n" + excluded."n";
  ELSE
    WITH "delta" AS (
      SELECT "start_date", "online_course_id", "is_revoked", sum("d") AS "n" FROM (
        SELECT "start_date", "online_course_id", "is_revoked", 1 AS "d" FROM "new_rows"
        UNION ALL
        SELECT "start_date", "online_course_id", "is_revoked", -1 AS "d" FROM "old_rows"
      ) "changes" GROUP BY 1, 2, 3 HAVING sum("d") <> 0
    ),
    "totals" AS (
      INSERT INTO "user_online_class_count" AS "c" ("online_course_id", "is_revoked", "n")
      SELECT "online_course_id", "is_revoked", sum("n") FROM "delta" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("online_course_id", "is_revoked") DO UPDATE SET "n" = "c"."n" + excluded."n"
    )
    INSERT INTO "user_online_class_daily_count" AS "c" ("start_date", "online_course_id", "is_revoked", "n")
    SELECT "start_date", "online_course_id", "is_revoked", "n" FROM "delta" ORDER BY 1, 2, 3
    ON CONFLICT ("start_date", "online_course_id", "is_revoked") DO UPDATE SET "n" = "c"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_online_class_count_insert" AFTER INSERT ON "user_online_class"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_online_class_count_apply"();
--> statement-breakpoint
CREATE TRIGGER "user_online_class_count_update" AFTER UPDATE ON "user_online_class"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_online_class_count_apply"();
--> statement-breakpoint
CREATE TRIGGER "user_online_class_count_delete" AFTER DELETE ON "user_online_class"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_online_class_count_apply"();
--> statement-breakpoint
CREATE FUNCTION "user_online_class_count_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "user_online_class_count", "user_online_class_daily_count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_online_class_count_truncate" AFTER TRUNCATE ON "user_online_class"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_online_class_count_clear"();
--> statement-breakpoint
INSERT INTO "user_online_class_count" ("online_course_id", "is_revoked", "n")
  SELECT "online_course_id", "is_revoked", count(*) FROM "user_online_class" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "user_online_class_daily_count" ("start_date", "online_course_id", "is_revoked", "n")
  SELECT "start_date", "online_course_id", "is_revoked", count(*) FROM "user_online_class" GROUP BY 1, 2, 3;
