CREATE TABLE "user_online_class" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"adm_id" uuid NOT NULL,
	"online_course_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_revoked" boolean DEFAULT false NOT NULL,
	"revoked_reason" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"enrollment_code_id" integer
);
--> statement-breakpoint
CREATE TABLE "course_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"course_type" text DEFAULT 'instructor-led' NOT NULL,
	"is_beta" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"default_language_id" text DEFAULT 'en' NOT NULL,
	"duration_days" integer DEFAULT 2 NOT NULL,
	"assessment_code" text,
	"required_license_id" integer
);
--> statement-breakpoint
CREATE TABLE "online_course" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"language_id" text DEFAULT 'en' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"access_days" integer DEFAULT 365 NOT NULL,
	"course_id" integer
);
--> statement-breakpoint
CREATE TABLE "enrollment_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"suffix" text,
	"online_course_id" integer NOT NULL,
	"user_adm_id" uuid,
	"user_email" text,
	"order_number" text,
	"order_email" text,
	"redeemed_at" timestamp with time zone,
	"user_online_class_id" integer,
	"is_revoked" boolean DEFAULT false NOT NULL,
	"revoked_reason" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "license_course" (
	"license_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "license_course_license_id_course_id_pk" PRIMARY KEY("license_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "license" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"renewal_months" integer DEFAULT 12 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"template" text NOT NULL,
	"entity" text,
	"entity_id" text,
	"state" text DEFAULT 'Queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"message_id" text,
	"headers" jsonb
);
--> statement-breakpoint
CREATE TABLE "market_assignment_product" (
	"country_code" text NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_assignment_product_country_code_product_id_pk" PRIMARY KEY("country_code","product_id")
);
--> statement-breakpoint
CREATE TABLE "market_assignment" (
	"country_code" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"partner_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"country_code" text,
	"contact_name" text,
	"billing_email" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passcode" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"suffix" text,
	"sku" text NOT NULL,
	"adm_id" uuid,
	"class_id" integer,
	"student_email" text,
	"order_number" text,
	"order_email" text,
	"partner_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_revoked" boolean DEFAULT false NOT NULL,
	"revoked_reason" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"redeemed_at" timestamp with time zone,
	"redeemed_by_result_id" integer
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"price_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"course_id" integer,
	"online_course_id" integer,
	"assessment_code" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_online_class" ADD CONSTRAINT "user_online_class_adm_id_account_adm_id_fk" FOREIGN KEY ("adm_id") REFERENCES "public"."account"("adm_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_online_class" ADD CONSTRAINT "user_online_class_online_course_id_online_course_id_fk" FOREIGN KEY ("online_course_id") REFERENCES "public"."online_course"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_category_id_course_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_required_license_id_license_id_fk" FOREIGN KEY ("required_license_id") REFERENCES "public"."license"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_course" ADD CONSTRAINT "online_course_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_code" ADD CONSTRAINT "enrollment_code_online_course_id_online_course_id_fk" FOREIGN KEY ("online_course_id") REFERENCES "public"."online_course"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_course" ADD CONSTRAINT "license_course_license_id_license_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."license"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_assignment_product" ADD CONSTRAINT "market_assignment_product_country_code_market_assignment_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."market_assignment"("country_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_assignment_product" ADD CONSTRAINT "market_assignment_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_assignment" ADD CONSTRAINT "market_assignment_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passcode" ADD CONSTRAINT "passcode_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_online_course_id_online_course_id_fk" FOREIGN KEY ("online_course_id") REFERENCES "public"."online_course"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_online_class_adm_id" ON "user_online_class" USING btree ("adm_id");--> statement-breakpoint
CREATE INDEX "user_online_class_course_start" ON "user_online_class" USING btree ("online_course_id","start_date");--> statement-breakpoint
CREATE INDEX "user_online_class_start_date" ON "user_online_class" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "user_online_class_end_date" ON "user_online_class" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "user_online_class_revoked" ON "user_online_class" USING btree ("start_date") WHERE "user_online_class"."is_revoked";--> statement-breakpoint
CREATE UNIQUE INDEX "course_category_name_key" ON "course_category" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "course_code_key" ON "course" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "course_category_id" ON "course" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_course_code_key" ON "online_course" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "enrollment_code_code_key" ON "enrollment_code" USING btree ("code");--> statement-breakpoint
CREATE INDEX "enrollment_code_code_trgm" ON "enrollment_code" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enrollment_code_suffix" ON "enrollment_code" USING btree ("suffix");--> statement-breakpoint
CREATE INDEX "enrollment_code_online_course" ON "enrollment_code" USING btree ("online_course_id");--> statement-breakpoint
CREATE INDEX "enrollment_code_user_adm_id" ON "enrollment_code" USING btree ("user_adm_id");--> statement-breakpoint
CREATE INDEX "enrollment_code_order_number" ON "enrollment_code" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "enrollment_code_order_email_trgm" ON "enrollment_code" USING gin (lower("order_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enrollment_code_user_email_trgm" ON "enrollment_code" USING gin (lower("user_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enrollment_code_redeemed" ON "enrollment_code" USING btree ("id") WHERE "enrollment_code"."redeemed_at" is not null;--> statement-breakpoint
CREATE INDEX "enrollment_code_revoked" ON "enrollment_code" USING btree ("id") WHERE "enrollment_code"."is_revoked";--> statement-breakpoint
CREATE INDEX "license_course_course_id" ON "license_course" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "license_name_key" ON "license" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "email_outbox_due" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."state" = 'Queued';--> statement-breakpoint
CREATE INDEX "email_outbox_created" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_entity" ON "email_outbox" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "market_assignment_product_product" ON "market_assignment_product" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "partner_name_trgm" ON "partner" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "passcode_code_key" ON "passcode" USING btree ("code");--> statement-breakpoint
CREATE INDEX "passcode_code_trgm" ON "passcode" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "passcode_suffix" ON "passcode" USING btree ("suffix");--> statement-breakpoint
CREATE INDEX "passcode_sku" ON "passcode" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "passcode_adm_id" ON "passcode" USING btree ("adm_id");--> statement-breakpoint
CREATE INDEX "passcode_class_id" ON "passcode" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "passcode_order_number" ON "passcode" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "passcode_order_email_trgm" ON "passcode" USING gin (lower("order_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "passcode_student_email_trgm" ON "passcode" USING gin (lower("student_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "passcode_revoked" ON "passcode" USING btree ("id") WHERE "passcode"."is_revoked";--> statement-breakpoint
CREATE INDEX "passcode_inactive" ON "passcode" USING btree ("id") WHERE not "passcode"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "product_sku_key" ON "product" USING btree (upper("sku"));--> statement-breakpoint
CREATE INDEX "product_kind" ON "product" USING btree ("kind");