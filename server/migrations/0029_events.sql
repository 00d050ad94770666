CREATE TABLE "event_attendees" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'REGISTERED' NOT NULL,
	"waitlisted" boolean DEFAULT false NOT NULL,
	"registration_time" timestamp with time zone DEFAULT now() NOT NULL,
	"registrant_id" uuid,
	"slot_start" timestamp with time zone,
	"slot_end" timestamp with time zone,
	"host_id" uuid,
	"booking_note" text,
	"checked_in_at" timestamp with time zone,
	"starts_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendees_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_hosts" (
	"incubator_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_hosts_incubator_id_event_id_user_id_pk" PRIMARY KEY("incubator_id","event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "incubator_events" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"event_type" text DEFAULT 'GROUP' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"capacity" integer,
	"image" text,
	"cover" text,
	"location_mode" text DEFAULT 'IN_PERSON' NOT NULL,
	"location_text" text,
	"location_link" text,
	"conference_url" text,
	"conference_solution" text,
	"conference_icon_uri" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_by" uuid,
	"edit_permission" text DEFAULT 'CREATOR' NOT NULL,
	"vis_roles_is" text[] DEFAULT '{}'::text[] NOT NULL,
	"vis_roles_not" text[] DEFAULT '{}'::text[] NOT NULL,
	"vis_user_tags_is" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"vis_user_tags_not" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"vis_startup_tags_is" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"vis_startup_tags_not" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"vis_programs_is" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"vis_programs_not" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"topic_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration" integer DEFAULT 60 NOT NULL,
	"timezone" text NOT NULL,
	"timeslot_increment" integer DEFAULT 30 NOT NULL,
	"number_of_sessions" integer DEFAULT 1 NOT NULL,
	"one_on_one_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability_method" text DEFAULT 'SELF' NOT NULL,
	"availability_type" text DEFAULT 'WAITLIST' NOT NULL,
	"availability_mode" text DEFAULT 'GROUP_GENERAL' NOT NULL,
	"attachment_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"calendar_host" uuid,
	"notice_enabled" boolean DEFAULT false NOT NULL,
	"notice_value" integer DEFAULT 0 NOT NULL,
	"notice_unit" text DEFAULT 'HOURS' NOT NULL,
	"ignore_hosts_linked_calendar" boolean DEFAULT false NOT NULL,
	"ignore_hour_allocation" boolean DEFAULT false NOT NULL,
	"recurrence" jsonb,
	"series_id" uuid,
	"detached" boolean DEFAULT false NOT NULL,
	"registered_count" integer DEFAULT 0 NOT NULL,
	"waitlist_count" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incubator_events_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_incubator_id_event_id_incubator_events_incubator_id_id_fk" FOREIGN KEY ("incubator_id","event_id") REFERENCES "public"."incubator_events"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_hosts" ADD CONSTRAINT "event_hosts_incubator_id_event_id_incubator_events_incubator_id_id_fk" FOREIGN KEY ("incubator_id","event_id") REFERENCES "public"."incubator_events"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_hosts" ADD CONSTRAINT "event_hosts_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_attendees_person_idx" ON "event_attendees" USING btree ("incubator_id","event_id","user_id") WHERE "event_attendees"."slot_start" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "event_attendees_slot_idx" ON "event_attendees" USING btree ("incubator_id","event_id","user_id","slot_start") WHERE "event_attendees"."slot_start" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "event_attendees_event_idx" ON "event_attendees" USING btree ("incubator_id","event_id","registration_time","id");--> statement-breakpoint
CREATE INDEX "event_attendees_user_idx" ON "event_attendees" USING btree ("incubator_id","user_id","starts_at","event_id");--> statement-breakpoint
CREATE INDEX "event_hosts_user_idx" ON "event_hosts" USING btree ("incubator_id","user_id","starts_at","event_id");--> statement-breakpoint
CREATE INDEX "incubator_events_status_idx" ON "incubator_events" USING btree ("incubator_id","status","starts_at","id") WHERE NOT "incubator_events"."is_archived";--> statement-breakpoint
CREATE INDEX "incubator_events_creator_idx" ON "incubator_events" USING btree ("incubator_id","created_by","starts_at","id");--> statement-breakpoint
CREATE INDEX "incubator_events_series_idx" ON "incubator_events" USING btree ("incubator_id","series_id","starts_at") WHERE "incubator_events"."series_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "incubator_events_reminder_idx" ON "incubator_events" USING btree ("starts_at") WHERE "incubator_events"."status" = 'PUBLISHED' AND "incubator_events"."reminded_at" IS NULL;--> statement-breakpoint
SELECT seedbed_isolate('incubator_events');
--> statement-breakpoint
SELECT seedbed_isolate('event_hosts');
--> statement-breakpoint
SELECT seedbed_isolate('event_attendees');
--> statement-breakpoint
ALTER TABLE "incubator_events" ADD CONSTRAINT "incubator_events_ordered" CHECK ("ends_at" > "starts_at");
--> statement-breakpoint
ALTER TABLE "incubator_events" ADD CONSTRAINT "incubator_events_capacity" CHECK ("capacity" IS NULL OR "capacity" > 0);
