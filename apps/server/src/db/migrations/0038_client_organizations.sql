CREATE TABLE "client_organization" (
	"name" text PRIMARY KEY NOT NULL,
	"class_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "class_client_organization_trgm";--> statement-breakpoint
DROP INDEX "class_state_start";--> statement-breakpoint
CREATE INDEX "client_organization_name_trgm" ON "client_organization" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "class_client_organization_start" ON "class" USING btree ("client_organization","start_date","id","course_id","state","is_published","scope") WHERE "class"."client_organization" is not null;--> statement-breakpoint
CREATE INDEX "class_state_start" ON "class" USING btree ("state","start_date","id","course_id","is_published","scope");--> statement-breakpoint
-- Hand-written from here: the organizations follow the classes. A row trigger (a class's organization
-- changes rarely, and only then does it fire); a name's count goes up in an upsert, so two schedulers
-- naming a new organization at once both count.
CREATE OR REPLACE FUNCTION "class_client_organization_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."client_organization" IS NOT NULL THEN
    UPDATE "client_organization" SET "class_count" = "class_count" - 1 WHERE "name" = OLD."client_organization";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."client_organization" IS NOT NULL THEN
    INSERT INTO "client_organization" ("name", "class_count") VALUES (NEW."client_organization", 1)
    ON CONFLICT ("name") DO UPDATE SET "class_count" = "client_organization"."class_count" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "class_client_organization_insert" AFTER INSERT ON "class" FOR EACH ROW
  WHEN (NEW."client_organization" IS NOT NULL) EXECUTE FUNCTION "class_client_organization_kept"();--> statement-breakpoint
CREATE TRIGGER "class_client_organization_update" AFTER UPDATE OF "client_organization" ON "class" FOR EACH ROW
  WHEN (OLD."client_organization" IS DISTINCT FROM NEW."client_organization") EXECUTE FUNCTION "class_client_organization_kept"();--> statement-breakpoint
CREATE TRIGGER "class_client_organization_delete" AFTER DELETE ON "class" FOR EACH ROW
  WHEN (OLD."client_organization" IS NOT NULL) EXECUTE FUNCTION "class_client_organization_kept"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "class_client_organization_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "client_organization";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "class_client_organization_truncate" AFTER TRUNCATE ON "class"
  FOR EACH STATEMENT EXECUTE FUNCTION "class_client_organization_emptied"();--> statement-breakpoint
INSERT INTO "client_organization" ("name", "class_count")
  SELECT "client_organization", count(*) FROM "class" WHERE "client_organization" IS NOT NULL GROUP BY 1;
