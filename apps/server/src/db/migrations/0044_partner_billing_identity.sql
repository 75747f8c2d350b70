ALTER TABLE "partner" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "tax_id" text;