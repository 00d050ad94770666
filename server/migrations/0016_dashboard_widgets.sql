CREATE TABLE "dashboard_widgets" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"role_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_widgets_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_widgets" ADD CONSTRAINT "dashboard_widgets_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_widgets_position_idx" ON "dashboard_widgets" USING btree ("incubator_id","position","id");--> statement-breakpoint
-- The home page's recent activity: the newest items of the whole organisation, and of each
-- startup, without the pinned-first order of a startup's own timeline.
CREATE INDEX "timeline_recent_idx" ON "timeline_events" USING btree ("incubator_id","created_at" DESC,"id" DESC) WHERE "timeline_events"."parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX "timeline_startup_recent_idx" ON "timeline_events" USING btree ("incubator_id","startup_id","created_at" DESC,"id" DESC) WHERE "timeline_events"."parent_id" IS NULL;--> statement-breakpoint
SELECT seedbed_isolate('dashboard_widgets');
