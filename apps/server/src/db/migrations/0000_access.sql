CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "account_role" (
	"adm_id" uuid NOT NULL,
	"role_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_role_adm_id_role_key_pk" PRIMARY KEY("adm_id","role_key")
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"adm_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"country_code" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"blocked_reason" text,
	"blocked_at" timestamp with time zone,
	"blocked_by" uuid,
	"deleted_at" timestamp with time zone,
	"merged_into_adm_id" uuid,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "account_adm_id_unique" UNIQUE("adm_id")
);
--> statement-breakpoint
CREATE TABLE "audit_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_adm_id" uuid,
	"actor_subject" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "identity_link" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"adm_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_link_issuer_subject_pk" PRIMARY KEY("issuer","subject")
);
--> statement-breakpoint
CREATE TABLE "role" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"capabilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payload" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payload_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failure" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_role" ADD CONSTRAINT "account_role_adm_id_account_adm_id_fk" FOREIGN KEY ("adm_id") REFERENCES "public"."account"("adm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_role" ADD CONSTRAINT "account_role_role_key_role_key_fk" FOREIGN KEY ("role_key") REFERENCES "public"."role"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_link" ADD CONSTRAINT "identity_link_adm_id_account_adm_id_fk" FOREIGN KEY ("adm_id") REFERENCES "public"."account"("adm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_role_role_key" ON "account_role" USING btree ("role_key");--> statement-breakpoint
CREATE UNIQUE INDEX "account_email_lower_key" ON "account" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "account_email_trgm" ON "account" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_event_entity" ON "audit_event" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_event_at" ON "audit_event" USING btree ("at");--> statement-breakpoint
CREATE INDEX "identity_link_adm_id" ON "identity_link" USING btree ("adm_id");--> statement-breakpoint
CREATE INDEX "oidc_payload_grant_id" ON "oidc_payload" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payload_uid" ON "oidc_payload" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payload_user_code" ON "oidc_payload" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payload_expires_at" ON "oidc_payload" USING btree ("expires_at");