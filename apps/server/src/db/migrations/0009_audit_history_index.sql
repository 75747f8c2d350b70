DROP INDEX "audit_event_entity";--> statement-breakpoint
CREATE INDEX "audit_event_entity_history" ON "audit_event" USING btree ("entity","entity_id","id" DESC NULLS LAST);