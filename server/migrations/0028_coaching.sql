CREATE TABLE "availability_exceptions" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"available" boolean DEFAULT false NOT NULL,
	"note" text,
	CONSTRAINT "availability_exceptions_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "availability_slots" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "availability_slots_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "calendar_holds" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_holds_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "coaching_invitees" (
	"incubator_id" uuid NOT NULL,
	"invite_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"side" text NOT NULL,
	"response" text DEFAULT 'PENDING' NOT NULL,
	"token_hash" text NOT NULL,
	CONSTRAINT "coaching_invitees_incubator_id_invite_id_user_id_pk" PRIMARY KEY("incubator_id","invite_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coaching_invites" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"message" text,
	"created_by" uuid,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_invites_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "coaching_preferences" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"time_zone" text,
	"default_duration" integer DEFAULT 60 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 720 NOT NULL,
	"booking_horizon_days" integer DEFAULT 60 NOT NULL,
	"hours" text DEFAULT 'business' NOT NULL,
	"meeting_link" text,
	"feed_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_preferences_incubator_id_user_id_pk" PRIMARY KEY("incubator_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coaching_session_changelogs" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"initiator_id" uuid,
	"type" text NOT NULL,
	"group_id" uuid NOT NULL,
	"old_value" text,
	"new_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_session_changelogs_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "coaching_session_people" (
	"incubator_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coaching_session_people_incubator_id_session_id_user_id_pk" PRIMARY KEY("incubator_id","session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coaching_sessions" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"event_type" text DEFAULT 'SCHEDULED_COACHING_SESSION' NOT NULL,
	"startup_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"expected_duration" integer DEFAULT 60 NOT NULL,
	"estimated_duration" integer,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"location_mode" text DEFAULT 'ONLINE' NOT NULL,
	"location" text,
	"meeting_link" text,
	"topic_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"editor" text DEFAULT '' NOT NULL,
	"staff_editor" text DEFAULT '' NOT NULL,
	"staff_editor_public" boolean DEFAULT false NOT NULL,
	"notes_revision" integer DEFAULT 0 NOT NULL,
	"evaluation_form_id" uuid,
	"cancelled_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_sessions_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "external_busy_times" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"calendar_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "external_busy_times_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "external_calendars" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_calendars_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "hour_allocations" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"program_id" uuid,
	"amount" double precision NOT NULL,
	"unit" text DEFAULT 'HOUR' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hour_allocations_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "mentor_matching_settings" (
	"incubator_id" uuid PRIMARY KEY NOT NULL,
	"weights" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_holds" ADD CONSTRAINT "calendar_holds_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_invitees" ADD CONSTRAINT "coaching_invitees_incubator_id_invite_id_coaching_invites_incubator_id_id_fk" FOREIGN KEY ("incubator_id","invite_id") REFERENCES "public"."coaching_invites"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_invitees" ADD CONSTRAINT "coaching_invitees_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_invites" ADD CONSTRAINT "coaching_invites_incubator_id_session_id_coaching_sessions_incubator_id_id_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_preferences" ADD CONSTRAINT "coaching_preferences_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_changelogs" ADD CONSTRAINT "coaching_session_changelogs_incubator_id_session_id_coaching_sessions_incubator_id_id_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_people" ADD CONSTRAINT "coaching_session_people_incubator_id_session_id_coaching_sessions_incubator_id_id_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_people" ADD CONSTRAINT "coaching_session_people_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_busy_times" ADD CONSTRAINT "external_busy_times_incubator_id_calendar_id_external_calendars_incubator_id_id_fk" FOREIGN KEY ("incubator_id","calendar_id") REFERENCES "public"."external_calendars"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendars" ADD CONSTRAINT "external_calendars_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_allocations" ADD CONSTRAINT "hour_allocations_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_allocations" ADD CONSTRAINT "hour_allocations_incubator_id_program_id_programs_incubator_id_id_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_matching_settings" ADD CONSTRAINT "mentor_matching_settings_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_exceptions_user_idx" ON "availability_exceptions" USING btree ("incubator_id","user_id","starts_at");--> statement-breakpoint
CREATE INDEX "availability_slots_user_idx" ON "availability_slots" USING btree ("incubator_id","user_id","weekday","start_minute");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_holds_source_unique" ON "calendar_holds" USING btree ("incubator_id","source","source_id","user_id");--> statement-breakpoint
CREATE INDEX "coaching_invitees_user_idx" ON "coaching_invitees" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "coaching_invites_session_idx" ON "coaching_invites" USING btree ("incubator_id","session_id");--> statement-breakpoint
CREATE INDEX "coaching_invites_pending_idx" ON "coaching_invites" USING btree ("incubator_id","expires_at") WHERE "coaching_invites"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_preferences_feed_unique" ON "coaching_preferences" USING btree ("incubator_id","feed_token_hash");--> statement-breakpoint
CREATE INDEX "coaching_session_changelogs_session_idx" ON "coaching_session_changelogs" USING btree ("incubator_id","session_id","created_at","id");--> statement-breakpoint
CREATE INDEX "coaching_session_people_user_idx" ON "coaching_session_people" USING btree ("incubator_id","user_id","starts_at","session_id");--> statement-breakpoint
CREATE INDEX "coaching_sessions_date_idx" ON "coaching_sessions" USING btree ("incubator_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "coaching_sessions_startup_idx" ON "coaching_sessions" USING btree ("incubator_id","startup_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "external_busy_times_user_idx" ON "external_busy_times" USING btree ("incubator_id","user_id","starts_at");--> statement-breakpoint
CREATE INDEX "external_calendars_user_idx" ON "external_calendars" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "external_calendars_sync_idx" ON "external_calendars" USING btree ("incubator_id","last_synced_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hour_allocations_unique" ON "hour_allocations" USING btree ("incubator_id","startup_id",coalesce("program_id", '00000000-0000-0000-0000-000000000000'::uuid));
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "calendar_holds" ADD COLUMN "during" tstzrange GENERATED ALWAYS AS (tstzrange("starts_at", "ends_at", '[)')) STORED;
--> statement-breakpoint
ALTER TABLE "calendar_holds" ADD CONSTRAINT "calendar_holds_no_overlap" EXCLUDE USING gist ("incubator_id" WITH =, "user_id" WITH =, "during" WITH &&);
--> statement-breakpoint
ALTER TABLE "calendar_holds" ADD CONSTRAINT "calendar_holds_ordered" CHECK ("ends_at" > "starts_at");
--> statement-breakpoint
SELECT seedbed_isolate('coaching_sessions');
--> statement-breakpoint
SELECT seedbed_isolate('coaching_session_people');
--> statement-breakpoint
SELECT seedbed_isolate('coaching_session_changelogs');
--> statement-breakpoint
SELECT seedbed_isolate('calendar_holds');
--> statement-breakpoint
SELECT seedbed_isolate('coaching_invites');
--> statement-breakpoint
SELECT seedbed_isolate('coaching_invitees');
--> statement-breakpoint
SELECT seedbed_isolate('coaching_preferences');
--> statement-breakpoint
SELECT seedbed_isolate('availability_slots');
--> statement-breakpoint
SELECT seedbed_isolate('availability_exceptions');
--> statement-breakpoint
SELECT seedbed_isolate('external_calendars');
--> statement-breakpoint
SELECT seedbed_isolate('external_busy_times');
--> statement-breakpoint
SELECT seedbed_isolate('hour_allocations');
--> statement-breakpoint
SELECT seedbed_isolate('mentor_matching_settings');
