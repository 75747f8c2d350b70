CREATE TABLE "class_registration" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"class_id" integer NOT NULL,
	"adm_id" uuid NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"passcode_id" integer
);
--> statement-breakpoint
CREATE TABLE "class_trainer" (
	"class_id" integer NOT NULL,
	"adm_id" uuid NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	CONSTRAINT "class_trainer_class_id_adm_id_pk" PRIMARY KEY("class_id","adm_id")
);
--> statement-breakpoint
CREATE TABLE "class" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"course_id" integer NOT NULL,
	"partner_id" integer,
	"language_id" text DEFAULT 'en' NOT NULL,
	"delivery_method" text NOT NULL,
	"scope" text DEFAULT 'Public' NOT NULL,
	"client_organization" text,
	"state" text DEFAULT 'Draft' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"cancellation_reason" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"daily_start_time" time DEFAULT '09:00' NOT NULL,
	"daily_end_time" time DEFAULT '17:00' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"country_code" text,
	"city" text DEFAULT '' NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"price_amount" integer,
	"currency" text,
	"capacity" integer
);
--> statement-breakpoint
CREATE TABLE "license_job_run" (
	"day" date PRIMARY KEY NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"states_changed" integer DEFAULT 0 NOT NULL,
	"reminders_queued" integer DEFAULT 0 NOT NULL,
	"f2f_years_updated" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "trainer_license_reminder" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_license_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"days_before" integer,
	"due_on" date,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outbox_id" integer,
	"sent_by" uuid
);
--> statement-breakpoint
ALTER TABLE "class_registration" ADD CONSTRAINT "class_registration_class_id_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."class"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_registration" ADD CONSTRAINT "class_registration_adm_id_account_adm_id_fk" FOREIGN KEY ("adm_id") REFERENCES "public"."account"("adm_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_trainer" ADD CONSTRAINT "class_trainer_class_id_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."class"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_trainer" ADD CONSTRAINT "class_trainer_adm_id_account_adm_id_fk" FOREIGN KEY ("adm_id") REFERENCES "public"."account"("adm_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class" ADD CONSTRAINT "class_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class" ADD CONSTRAINT "class_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_license_reminder" ADD CONSTRAINT "trainer_license_reminder_trainer_license_id_trainer_license_id_fk" FOREIGN KEY ("trainer_license_id") REFERENCES "public"."trainer_license"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_registration_class_account_key" ON "class_registration" USING btree ("class_id","adm_id");--> statement-breakpoint
CREATE INDEX "class_registration_class_status" ON "class_registration" USING btree ("class_id","status");--> statement-breakpoint
CREATE INDEX "class_registration_adm_id" ON "class_registration" USING btree ("adm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_trainer_one_lead" ON "class_trainer" USING btree ("class_id") WHERE "class_trainer"."is_lead";--> statement-breakpoint
CREATE INDEX "class_trainer_adm_id" ON "class_trainer" USING btree ("adm_id","class_id");--> statement-breakpoint
CREATE INDEX "class_start" ON "class" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "class_delivery_start" ON "class" USING btree ("delivery_method","start_date","id");--> statement-breakpoint
CREATE INDEX "class_state_start" ON "class" USING btree ("state","start_date","id");--> statement-breakpoint
CREATE INDEX "class_course" ON "class" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "class_partner" ON "class" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_license_reminder_scheduled_key" ON "trainer_license_reminder" USING btree ("trainer_license_id","expires_at","days_before") WHERE "trainer_license_reminder"."kind" = 'scheduled';--> statement-breakpoint
CREATE INDEX "trainer_license_reminder_license" ON "trainer_license_reminder" USING btree ("trainer_license_id","sent_at");