CREATE TABLE "program_admins" (
	"incubator_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "program_admins_incubator_id_program_id_user_id_pk" PRIMARY KEY("incubator_id","program_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "startup_milestones" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"due_date" date,
	"owner_id" uuid,
	"status" text DEFAULT 'planned' NOT NULL,
	"reached_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_milestones_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "timeline_events" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"parent_id" uuid,
	"created_by" uuid,
	"message" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_update" boolean DEFAULT false NOT NULL,
	"data" jsonb,
	"subject_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeline_events_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "timeline_mentions" (
	"incubator_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "timeline_mentions_incubator_id_event_id_user_id_pk" PRIMARY KEY("incubator_id","event_id","user_id")
);
--> statement-breakpoint
DROP INDEX "programs_name_idx";--> statement-breakpoint
DROP INDEX "startups_name_idx";--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "cohort" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "startup_members" ADD COLUMN "founder_type" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "year_founded" integer;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "initial_categorization_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "folder" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "program_admins" ADD CONSTRAINT "program_admins_incubator_id_program_id_programs_incubator_id_id_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_admins" ADD CONSTRAINT "program_admins_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_milestones" ADD CONSTRAINT "startup_milestones_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_milestones" ADD CONSTRAINT "startup_milestones_incubator_id_owner_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","owner_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_incubator_id_created_by_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_incubator_id_parent_id_timeline_events_incubator_id_id_fk" FOREIGN KEY ("incubator_id","parent_id") REFERENCES "public"."timeline_events"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_mentions" ADD CONSTRAINT "timeline_mentions_incubator_id_event_id_timeline_events_incubator_id_id_fk" FOREIGN KEY ("incubator_id","event_id") REFERENCES "public"."timeline_events"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_mentions" ADD CONSTRAINT "timeline_mentions_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_admins_user_id_idx" ON "program_admins" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "startup_milestones_plan_idx" ON "startup_milestones" USING btree ("incubator_id","startup_id","due_date","id");--> statement-breakpoint
CREATE INDEX "timeline_feed_idx" ON "timeline_events" USING btree ("incubator_id","startup_id","is_pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "timeline_events"."parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX "timeline_public_feed_idx" ON "timeline_events" USING btree ("incubator_id","startup_id","is_pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "timeline_events"."parent_id" IS NULL AND "timeline_events"."is_public";--> statement-breakpoint
CREATE INDEX "timeline_kind_idx" ON "timeline_events" USING btree ("incubator_id","startup_id","kind","is_pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "timeline_events"."parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX "timeline_replies_idx" ON "timeline_events" USING btree ("incubator_id","parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "timeline_subject_idx" ON "timeline_events" USING btree ("incubator_id","subject_id");--> statement-breakpoint
CREATE INDEX "startups_created_idx" ON "startups" USING btree ("incubator_id","archived","created_at","id");--> statement-breakpoint
CREATE INDEX "programs_name_idx" ON "programs" USING btree ("incubator_id","name","id");--> statement-breakpoint
CREATE INDEX "startups_name_idx" ON "startups" USING btree ("incubator_id","archived","name","id");--> statement-breakpoint
SELECT seedbed_isolate('program_admins');--> statement-breakpoint
SELECT seedbed_isolate('startup_milestones');--> statement-breakpoint
SELECT seedbed_isolate('timeline_events');--> statement-breakpoint
SELECT seedbed_isolate('timeline_mentions');--> statement-breakpoint
-- People assigned to a startup are 'assigned' whatever their role (they were 'coach'); founders
-- saved before founder types are cofounders. Forced row-level security would hide every
-- tenant's rows from an owner that is not a superuser, so it is lifted for these statements.
ALTER TABLE "startup_members" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "startup_members" SET "kind" = 'assigned' WHERE "kind" = 'coach';--> statement-breakpoint
UPDATE "startup_members" SET "founder_type" = 'cofounder' WHERE "kind" = 'founder' AND "founder_type" IS NULL;--> statement-breakpoint
ALTER TABLE "startup_members" FORCE ROW LEVEL SECURITY;
