CREATE TABLE "code_email" (
	"email" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "enrollment_code_suffix";--> statement-breakpoint
DROP INDEX "enrollment_code_online_course";--> statement-breakpoint
DROP INDEX "enrollment_code_user_adm_id";--> statement-breakpoint
DROP INDEX "enrollment_code_order_number";--> statement-breakpoint
DROP INDEX "enrollment_code_order_email";--> statement-breakpoint
DROP INDEX "enrollment_code_user_email";--> statement-breakpoint
DROP INDEX "enrollment_code_batch";--> statement-breakpoint
DROP INDEX "passcode_suffix";--> statement-breakpoint
DROP INDEX "passcode_sku";--> statement-breakpoint
DROP INDEX "passcode_adm_id";--> statement-breakpoint
DROP INDEX "passcode_class_id";--> statement-breakpoint
DROP INDEX "passcode_order_number";--> statement-breakpoint
DROP INDEX "passcode_order_email";--> statement-breakpoint
DROP INDEX "passcode_student_email";--> statement-breakpoint
DROP INDEX "passcode_batch";--> statement-breakpoint
CREATE INDEX "code_email_trgm" ON "code_email" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enrollment_code_suffix" ON "enrollment_code" USING btree ("suffix","id");--> statement-breakpoint
CREATE INDEX "enrollment_code_online_course" ON "enrollment_code" USING btree ("online_course_id","id");--> statement-breakpoint
CREATE INDEX "enrollment_code_user_adm_id" ON "enrollment_code" USING btree ("user_adm_id","id");--> statement-breakpoint
CREATE INDEX "enrollment_code_order_number" ON "enrollment_code" USING btree (lower("order_number"),"id");--> statement-breakpoint
CREATE INDEX "enrollment_code_order_email" ON "enrollment_code" USING btree (lower("order_email"),"id");--> statement-breakpoint
CREATE INDEX "enrollment_code_user_email" ON "enrollment_code" USING btree (lower("user_email"),"id");--> statement-breakpoint
CREATE INDEX "enrollment_code_batch" ON "enrollment_code" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "passcode_suffix" ON "passcode" USING btree ("suffix","id");--> statement-breakpoint
CREATE INDEX "passcode_sku" ON "passcode" USING btree ("sku","id");--> statement-breakpoint
CREATE INDEX "passcode_adm_id" ON "passcode" USING btree ("adm_id","id");--> statement-breakpoint
CREATE INDEX "passcode_class_id" ON "passcode" USING btree ("class_id","id");--> statement-breakpoint
CREATE INDEX "passcode_order_number" ON "passcode" USING btree (lower("order_number"),"id");--> statement-breakpoint
CREATE INDEX "passcode_order_email" ON "passcode" USING btree (lower("order_email"),"id");--> statement-breakpoint
CREATE INDEX "passcode_student_email" ON "passcode" USING btree (lower("student_email"),"id");--> statement-breakpoint
CREATE INDEX "passcode_batch" ON "passcode" USING btree ("batch_id","id");--> statement-breakpoint
-- Hand-written from here (drizzle-kit does not model triggers): code_email is kept by one statement-level
-- trigger per table and event, so a generation of 10,000 codes adds its addresses in one insert; new
-- addresses are inserted in key order so concurrent writers cannot deadlock.
CREATE FUNCTION "passcode_emails_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "code_email" ("email")
  SELECT DISTINCT lower("v"."e") FROM "new_rows", LATERAL (VALUES ("order_email"), ("student_email")) AS "v"("e")
  WHERE "v"."e" IS NOT NULL
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "enrollment_code_emails_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "code_email" ("email")
  SELECT DISTINCT lower("v"."e") FROM "new_rows", LATERAL (VALUES ("order_email"), ("user_email")) AS "v"("e")
  WHERE "v"."e" IS NOT NULL
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "passcode_emails_insert" AFTER INSERT ON "passcode"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "passcode_emails_collect"();
--> statement-breakpoint
CREATE TRIGGER "passcode_emails_update" AFTER UPDATE ON "passcode"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "passcode_emails_collect"();
--> statement-breakpoint
CREATE TRIGGER "enrollment_code_emails_insert" AFTER INSERT ON "enrollment_code"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "enrollment_code_emails_collect"();
--> statement-breakpoint
CREATE TRIGGER "enrollment_code_emails_update" AFTER UPDATE ON "enrollment_code"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "enrollment_code_emails_collect"();
--> statement-breakpoint
INSERT INTO "code_email" ("email")
SELECT DISTINCT lower("v"."e") FROM "passcode", LATERAL (VALUES ("order_email"), ("student_email")) AS "v"("e")
WHERE "v"."e" IS NOT NULL
UNION
SELECT lower("v"."e") FROM "enrollment_code", LATERAL (VALUES ("order_email"), ("user_email")) AS "v"("e")
WHERE "v"."e" IS NOT NULL
ON CONFLICT DO NOTHING;
