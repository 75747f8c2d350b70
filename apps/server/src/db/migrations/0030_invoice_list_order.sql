DROP INDEX "invoice_state_issue";--> statement-breakpoint
DROP INDEX "invoice_issue";--> statement-breakpoint
DROP INDEX "invoice_partner_issue";--> statement-breakpoint
CREATE INDEX "invoice_state_issue" ON "invoice" USING btree ("state","issue_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoice_issue" ON "invoice" USING btree ("issue_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoice_partner_issue" ON "invoice" USING btree ("partner_id","issue_date" DESC NULLS LAST,"id" DESC NULLS FIRST);