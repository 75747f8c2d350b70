ALTER TABLE "account" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_name_trgm" ON "account" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_partner_id" ON "account" USING btree ("partner_id");