DROP INDEX "exports_history_idx";--> statement-breakpoint
CREATE INDEX "exports_history_idx" ON "exports" USING btree ("incubator_id","requested_by","created_at","id");