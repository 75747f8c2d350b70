CREATE TABLE "account_merge" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_adm_id" uuid NOT NULL,
	"destination_adm_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"merged_by" uuid,
	"moves" jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	"undone_reason" text
);
--> statement-breakpoint
CREATE INDEX "account_merge_source" ON "account_merge" USING btree ("source_adm_id","id");--> statement-breakpoint
CREATE INDEX "account_merge_destination" ON "account_merge" USING btree ("destination_adm_id","id");