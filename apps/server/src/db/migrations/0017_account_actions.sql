CREATE TABLE "account_action" (
	"id" serial PRIMARY KEY NOT NULL,
	"adm_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"superseded_by" integer
);
--> statement-breakpoint
DROP INDEX "account_email_lower_key";--> statement-breakpoint
ALTER TABLE "account_action" ADD CONSTRAINT "account_action_adm_id_account_adm_id_fk" FOREIGN KEY ("adm_id") REFERENCES "public"."account"("adm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_action_token_hash_key" ON "account_action" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_action_adm_id" ON "account_action" USING btree ("adm_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "account_action_open_kind" ON "account_action" USING btree ("adm_id","kind") WHERE "account_action"."used_at" is null and "account_action"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_email_lower_key" ON "account" USING btree (lower("email")) WHERE "account"."deleted_at" is null and "account"."merged_into_adm_id" is null;