-- The feed is read pinned first, then newest (ORDER BY … DESC): an ascending index read backwards
-- gives that order; the descending NULLS LAST ones did not, and the feed was sorted in full.
DROP INDEX "timeline_feed_idx";--> statement-breakpoint
DROP INDEX "timeline_public_feed_idx";--> statement-breakpoint
DROP INDEX "timeline_kind_idx";--> statement-breakpoint
CREATE INDEX "timeline_feed_idx" ON "timeline_events" USING btree ("incubator_id","startup_id","is_pinned","created_at","id") WHERE "timeline_events"."parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX "timeline_public_feed_idx" ON "timeline_events" USING btree ("incubator_id","startup_id","is_pinned","created_at","id") WHERE "timeline_events"."parent_id" IS NULL AND "timeline_events"."is_public";--> statement-breakpoint
CREATE INDEX "timeline_kind_idx" ON "timeline_events" USING btree ("incubator_id","startup_id","kind","is_pinned","created_at","id") WHERE "timeline_events"."parent_id" IS NULL;