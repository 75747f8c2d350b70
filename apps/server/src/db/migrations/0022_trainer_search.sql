ALTER TABLE "license" ADD COLUMN "reminder_days" integer[] DEFAULT '{60,30,14,7}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "license" ADD COLUMN "grace_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "license" ADD COLUMN "renewal_window_months" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer_f2f_year" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer_f2f_year" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "trainer_search_text_trgm" ON "trainer" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Hand-written from here: the name triggers of 0020 keep search_text as well, and follow e-mail changes.
CREATE OR REPLACE FUNCTION "trainer_sort_name_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower("last_name" || ' ' || "first_name"), lower("first_name" || ' ' || "last_name" || ' ' || "email")
    INTO NEW."sort_name", NEW."search_text" FROM "account" WHERE "adm_id" = NEW."adm_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "trainer_sort_name_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "trainer" SET "sort_name" = lower(NEW."last_name" || ' ' || NEW."first_name"),
    "search_text" = lower(NEW."first_name" || ' ' || NEW."last_name" || ' ' || NEW."email")
    WHERE "adm_id" = NEW."adm_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "trainer_sort_name_follow" ON "account";
--> statement-breakpoint
CREATE TRIGGER "trainer_sort_name_follow" AFTER UPDATE OF "first_name", "last_name", "email" ON "account"
  FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "trainer_sort_name_follow"();
--> statement-breakpoint
UPDATE "trainer" t SET "search_text" = lower(a."first_name" || ' ' || a."last_name" || ' ' || a."email")
  FROM "account" a WHERE a."adm_id" = t."adm_id";
