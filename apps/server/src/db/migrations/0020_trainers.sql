CREATE TABLE "trainer_f2f_year" (
	"trainer_id" integer NOT NULL,
	"year" integer NOT NULL,
	"required" integer DEFAULT 1 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"exempt_reason" text,
	"exempt_until" date,
	CONSTRAINT "trainer_f2f_year_trainer_id_year_pk" PRIMARY KEY("trainer_id","year")
);
--> statement-breakpoint
CREATE TABLE "trainer_language" (
	"trainer_id" integer NOT NULL,
	"language_id" text NOT NULL,
	CONSTRAINT "trainer_language_trainer_id_language_id_pk" PRIMARY KEY("trainer_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "trainer_license" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"license_id" integer NOT NULL,
	"granted_on" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"renewal_state" text DEFAULT 'current' NOT NULL,
	"state_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainer" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"adm_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"sort_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "trainer_adm_id_unique" UNIQUE("adm_id")
);
--> statement-breakpoint
ALTER TABLE "trainer_f2f_year" ADD CONSTRAINT "trainer_f2f_year_trainer_id_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_language" ADD CONSTRAINT "trainer_language_trainer_id_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_license" ADD CONSTRAINT "trainer_license_trainer_id_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_license" ADD CONSTRAINT "trainer_license_license_id_license_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."license"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer" ADD CONSTRAINT "trainer_adm_id_account_adm_id_fk" FOREIGN KEY ("adm_id") REFERENCES "public"."account"("adm_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trainer_f2f_year_met" ON "trainer_f2f_year" USING btree ("year",("completed" >= "required"),"trainer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_license_trainer_license_key" ON "trainer_license" USING btree ("trainer_id","license_id");--> statement-breakpoint
CREATE INDEX "trainer_license_license_trainer" ON "trainer_license" USING btree ("license_id","trainer_id");--> statement-breakpoint
CREATE INDEX "trainer_license_state_expires" ON "trainer_license" USING btree ("renewal_state","expires_at");--> statement-breakpoint
CREATE INDEX "trainer_license_expires" ON "trainer_license" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "trainer_license_state_trainer" ON "trainer_license" USING btree ("renewal_state","trainer_id");--> statement-breakpoint
CREATE INDEX "trainer_sort_name" ON "trainer" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "trainer_active_sort_name" ON "trainer" USING btree ("is_active","sort_name","id");--> statement-breakpoint
-- Hand-written from here (drizzle-kit does not model triggers): trainer.sort_name follows the account's
-- name, so the trainer list sorts by name from one index.
CREATE FUNCTION "trainer_sort_name_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower("last_name" || ' ' || "first_name") INTO NEW."sort_name" FROM "account" WHERE "adm_id" = NEW."adm_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trainer_sort_name_set" BEFORE INSERT OR UPDATE OF "adm_id" ON "trainer"
  FOR EACH ROW EXECUTE FUNCTION "trainer_sort_name_set"();
--> statement-breakpoint
CREATE FUNCTION "trainer_sort_name_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "trainer" SET "sort_name" = lower(NEW."last_name" || ' ' || NEW."first_name") WHERE "adm_id" = NEW."adm_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trainer_sort_name_follow" AFTER UPDATE OF "first_name", "last_name" ON "account"
  FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
  EXECUTE FUNCTION "trainer_sort_name_follow"();
