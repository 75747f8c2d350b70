DROP INDEX "webhook_delivery_webhook";--> statement-breakpoint
CREATE INDEX "webhook_delivery_webhook" ON "webhook_delivery" USING btree ("webhook_id","created_at","id");