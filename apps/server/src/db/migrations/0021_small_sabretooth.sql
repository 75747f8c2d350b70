CREATE TABLE "email_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"type_key" text NOT NULL,
	"instance_key" text DEFAULT '' NOT NULL,
	"language_id" text NOT NULL,
	"subject" text NOT NULL,
	"html_body" text NOT NULL,
	"text_body" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"english_revision" integer,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "language_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "language_fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "email_content_key" ON "email_content" USING btree ("type_key","instance_key","language_id");--> statement-breakpoint
CREATE INDEX "email_content_language" ON "email_content" USING btree ("language_id","type_key");