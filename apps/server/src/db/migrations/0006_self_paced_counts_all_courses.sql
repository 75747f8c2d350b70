ALTER TABLE "user_online_class_daily_count" DROP CONSTRAINT "user_online_class_daily_count_start_date_online_course_id_is_revoked_pk";--> statement-breakpoint
ALTER TABLE "user_online_class_daily_count" ADD CONSTRAINT "user_online_class_daily_count_pk" PRIMARY KEY("online_course_id","start_date","is_revoked");--> statement-breakpoint
-- Hand-written from here: the counts gain rows for online course 0, all courses together, so the
-- unfiltered list sums two rows and a date window one row per day (instead of one per course and day).
CREATE OR REPLACE FUNCTION "user_online_class_count_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH "changes" AS (
      SELECT "online_course_id", "start_date", "is_revoked", count(*) AS "n" FROM "new_rows" GROUP BY 1, 2, 3
    ),
    "delta" AS (
      SELECT "online_course_id", "start_date", "is_revoked", "n" FROM "changes"
      UNION ALL
      SELECT 0, "start_date", "is_revoked", "n" FROM "changes"
    ),
    "totals" AS (
      INSERT INTO "user_online_class_count" AS "c" ("online_course_id", "is_revoked", "n")
      SELECT "online_course_id", "is_revoked", sum("n") FROM "delta" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("online_course_id", "is_revoked") DO UPDATE SET "n" = "c"."n" + excluded."n"
    )
    INSERT INTO "user_online_class_daily_count" AS "c" ("online_course_id", "start_date", "is_revoked", "n")
    SELECT "online_course_id", "start_date", "is_revoked", sum("n") FROM "delta" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("online_course_id", "start_date", "is_revoked") DO UPDATE SET "n" = "c"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    WITH "changes" AS (
      SELECT "online_course_id", "start_date", "is_revoked", -count(*) AS "n" FROM "old_rows" GROUP BY 1, 2, 3
    ),
    "delta" AS (
      SELECT "online_course_id", "start_date", "is_revoked", "n" FROM "changes"
      UNION ALL
      SELECT 0, "start_date", "is_revoked", "n" FROM "changes"
    ),
    "totals" AS (
      INSERT INTO "user_online_class_count" AS "c" ("online_course_id", "is_revoked", "n")
      SELECT "online_course_id", "is_revoked", sum("n") FROM "delta" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("online_course_id", "is_revoked") DO UPDATE SET "n" = "c"."n" + excluded."n"
    )
    INSERT INTO "user_online_class_daily_count" AS "c" ("online_course_id", "start_date", "is_revoked", "n")
    SELECT "online_course_id", "start_date", "is_revoked", sum("n") FROM "delta" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("online_course_id", "start_date", "is_revoked") DO UPDATE SET "n" = "c"."n" + excluded."n";
  ELSE
    WITH "changes" AS (
      SELECT "online_course_id", "start_date", "is_revoked", sum("d") AS "n" FROM (
        SELECT "online_course_id", "start_date", "is_revoked", 1 AS "d" FROM "new_rows"
        UNION ALL
        SELECT "online_course_id", "start_date", "is_revoked", -1 AS "d" FROM "old_rows"
      ) "both" GROUP BY 1, 2, 3 HAVING sum("d") <> 0
    ),
    "delta" AS (
      SELECT "online_course_id", "start_date", "is_revoked", "n" FROM "changes"
      UNION ALL
      SELECT 0, "start_date", "is_revoked", "n" FROM "changes"
    ),
    "totals" AS (
      INSERT INTO "user_online_class_count" AS "c" ("online_course_id", "is_revoked", "n")
      SELECT "online_course_id", "is_revoked", sum("n") FROM "delta" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("online_course_id", "is_revoked") DO UPDATE SET "n" = "c"."n" + excluded."n"
    )
    INSERT INTO "user_online_class_daily_count" AS "c" ("online_course_id", "start_date", "is_revoked", "n")
    SELECT "online_course_id", "start_date", "is_revoked", sum("n") FROM "delta" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("online_course_id", "start_date", "is_revoked") DO UPDATE SET "n" = "c"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
TRUNCATE "user_online_class_count", "user_online_class_daily_count";
--> statement-breakpoint
INSERT INTO "user_online_class_count" ("online_course_id", "is_revoked", "n")
  SELECT "online_course_id", "is_revoked", count(*) FROM "user_online_class" GROUP BY 1, 2
  UNION ALL
  SELECT 0, "is_revoked", count(*) FROM "user_online_class" GROUP BY 2;
--> statement-breakpoint
INSERT INTO "user_online_class_daily_count" ("online_course_id", "start_date", "is_revoked", "n")
  SELECT "online_course_id", "start_date", "is_revoked", count(*) FROM "user_online_class" GROUP BY 1, 2, 3
  UNION ALL
  SELECT 0, "start_date", "is_revoked", count(*) FROM "user_online_class" GROUP BY 2, 3;
