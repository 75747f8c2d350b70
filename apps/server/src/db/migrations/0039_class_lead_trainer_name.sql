ALTER TABLE "class" ADD COLUMN "lead_trainer_name" text;--> statement-breakpoint
-- Hand-written from here: the classes list shows the lead trainer's name from the class row. The name is
-- set again for the classes whose trainers a statement changed (once a statement: the bench's seed gives
-- 200,000 classes their trainers in one), and for a lead's classes when their name changes.
CREATE OR REPLACE FUNCTION "class_lead_trainer_name_set"(class_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "class" c SET "lead_trainer_name" = l.name
  FROM (SELECT i.id, (SELECT a."first_name" || ' ' || a."last_name" FROM "class_trainer" ct
                      JOIN "account" a ON a."adm_id" = ct."adm_id" WHERE ct."class_id" = i.id AND ct."is_lead") AS name
        FROM unnest(class_ids) AS i(id)) l
  WHERE c."id" = l.id AND c."lead_trainer_name" IS DISTINCT FROM l.name
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "class_trainer_lead_named"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "class_lead_trainer_name_set"(ARRAY(SELECT DISTINCT "class_id" FROM new_rows WHERE "is_lead"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "class_lead_trainer_name_set"(ARRAY(SELECT DISTINCT "class_id" FROM old_rows WHERE "is_lead"));
  ELSE
    PERFORM "class_lead_trainer_name_set"(ARRAY(SELECT "class_id" FROM new_rows UNION SELECT "class_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "class_trainer_lead_insert" AFTER INSERT ON "class_trainer" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "class_trainer_lead_named"();--> statement-breakpoint
CREATE TRIGGER "class_trainer_lead_update" AFTER UPDATE ON "class_trainer" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "class_trainer_lead_named"();--> statement-breakpoint
CREATE TRIGGER "class_trainer_lead_delete" AFTER DELETE ON "class_trainer" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "class_trainer_lead_named"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_lead_trainer_named"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "class_lead_trainer_name_set"(ARRAY(
    SELECT "class_id" FROM "class_trainer" WHERE "adm_id" = NEW."adm_id" AND "is_lead"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "account_lead_trainer_name" AFTER UPDATE OF "first_name", "last_name" ON "account" FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
  EXECUTE FUNCTION "account_lead_trainer_named"();--> statement-breakpoint
UPDATE "class" c SET "lead_trainer_name" = a."first_name" || ' ' || a."last_name"
  FROM "class_trainer" ct JOIN "account" a ON a."adm_id" = ct."adm_id"
  WHERE ct."class_id" = c."id" AND ct."is_lead";
