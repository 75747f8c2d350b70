CREATE TABLE "assessment" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"provider" text DEFAULT 'ClassMarker' NOT NULL,
	"pass_mark_percent" integer DEFAULT 85 NOT NULL,
	"time_limit_minutes" integer DEFAULT 60 NOT NULL,
	"question_count" integer DEFAULT 80 NOT NULL,
	"language_ids" text[] DEFAULT '{en}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classmarker_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"provider_id" integer,
	"parent_category_id" integer NOT NULL,
	"language_id" text NOT NULL,
	"name" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" uuid
);
--> statement-breakpoint
CREATE TABLE "classmarker_parent_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"provider_id" integer,
	"language_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_assessment" (
	"question_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_assessment_question_id_assessment_id_pk" PRIMARY KEY("question_id","assessment_id")
);
--> statement-breakpoint
CREATE TABLE "question_import" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"language_id" text NOT NULL,
	"file_name" text NOT NULL,
	"report" jsonb NOT NULL,
	"state" text DEFAULT 'Previewed' NOT NULL,
	"started_by" uuid,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"revision_id" integer NOT NULL,
	"author_id" uuid,
	"decision" text,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_revision" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"question_id" integer NOT NULL,
	"number" integer,
	"prompt" text DEFAULT '' NOT NULL,
	"prompt_text" text DEFAULT '' NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"answers_text" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points" numeric(8, 2) DEFAULT 1 NOT NULL,
	"partial_credit_mode" text DEFAULT 'Off' NOT NULL,
	"review_status" text DEFAULT 'Draft' NOT NULL,
	"staged_intent" text,
	"staged_at" timestamp with time zone,
	"staged_by" uuid,
	"prompt_hash" text DEFAULT '' NOT NULL,
	"author_id" uuid,
	"published_at" timestamp with time zone,
	"published_by" uuid
);
--> statement-breakpoint
CREATE TABLE "question_sync_call" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_key" text NOT NULL,
	"item_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_sync_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"revision_id" integer,
	"state" text DEFAULT 'Waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"leased_by" text,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "question" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"type" text NOT NULL,
	"language_id" text NOT NULL,
	"category_id" integer,
	"state" text DEFAULT 'Draft' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"current_revision_id" integer,
	"draft_revision_id" integer,
	"source_question_id" integer,
	"source_revision_id" integer,
	"provider_id" integer,
	"created_by" uuid,
	CONSTRAINT "question_type_check" CHECK ("question"."type" in ('essay', 'multiplechoice', 'truefalse')),
	CONSTRAINT "question_state_check" CHECK ("question"."state" in ('Current', 'Draft', 'Staged', 'Archived'))
);
--> statement-breakpoint
ALTER TABLE "classmarker_category" ADD CONSTRAINT "classmarker_category_parent_category_id_classmarker_parent_category_id_fk" FOREIGN KEY ("parent_category_id") REFERENCES "public"."classmarker_parent_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_assessment" ADD CONSTRAINT "question_assessment_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_assessment" ADD CONSTRAINT "question_assessment_assessment_id_assessment_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_review" ADD CONSTRAINT "question_review_revision_id_question_revision_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."question_revision"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_revision" ADD CONSTRAINT "question_revision_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_category_id_classmarker_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."classmarker_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_code_key" ON "assessment" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "classmarker_category_provider_key" ON "classmarker_category" USING btree ("language_id","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classmarker_category_name_key" ON "classmarker_category" USING btree ("parent_category_id",lower("name"));--> statement-breakpoint
CREATE INDEX "classmarker_category_language" ON "classmarker_category" USING btree ("language_id","is_archived");--> statement-breakpoint
CREATE UNIQUE INDEX "classmarker_parent_category_provider_key" ON "classmarker_parent_category" USING btree ("language_id","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classmarker_parent_category_name_key" ON "classmarker_parent_category" USING btree ("language_id",lower("name"));--> statement-breakpoint
CREATE INDEX "question_assessment_assessment" ON "question_assessment" USING btree ("assessment_id","question_id");--> statement-breakpoint
CREATE INDEX "question_import_created" ON "question_import" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "question_review_revision" ON "question_review" USING btree ("revision_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_revision_number_key" ON "question_revision" USING btree ("question_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "question_revision_draft_key" ON "question_revision" USING btree ("question_id") WHERE "question_revision"."number" is null;--> statement-breakpoint
CREATE INDEX "question_revision_staged" ON "question_revision" USING btree ("staged_intent","question_id") WHERE "question_revision"."staged_intent" is not null;--> statement-breakpoint
CREATE INDEX "question_revision_prompt_hash" ON "question_revision" USING btree ("prompt_hash");--> statement-breakpoint
CREATE INDEX "question_revision_prompt_trgm" ON "question_revision" USING gin (lower("prompt_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "question_revision_feedback_trgm" ON "question_revision" USING gin (lower("feedback") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "question_revision_answers_trgm" ON "question_revision" USING gin (lower("answers_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "question_sync_call_key_at" ON "question_sync_call" USING btree ("api_key","at");--> statement-breakpoint
CREATE INDEX "question_sync_item_due" ON "question_sync_item" USING btree ("state","next_attempt_at") WHERE "question_sync_item"."state" in ('Waiting', 'Sending');--> statement-breakpoint
CREATE INDEX "question_sync_item_entity" ON "question_sync_item" USING btree ("kind","entity_id","id");--> statement-breakpoint
CREATE INDEX "question_list" ON "question" USING btree ("language_id","state","is_deleted","id");--> statement-breakpoint
CREATE INDEX "question_category" ON "question" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "question_source" ON "question" USING btree ("source_question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_provider_key" ON "question" USING btree ("language_id","provider_id");