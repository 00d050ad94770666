CREATE TABLE "application_meetings" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"round_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 30 NOT NULL,
	"location" text,
	"link" text,
	"notes" text,
	"attendee_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_meetings_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"list" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "application_meetings" ADD CONSTRAINT "application_meetings_incubator_id_application_id_applications_incubator_id_id_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_incubator_id_owner_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","owner_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_meetings_application_idx" ON "application_meetings" USING btree ("incubator_id","application_id","starts_at");--> statement-breakpoint
CREATE INDEX "saved_views_owner_idx" ON "saved_views" USING btree ("incubator_id","list","owner_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_name_unique" ON "saved_views" USING btree ("incubator_id","list","owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_views_shared_idx" ON "saved_views" USING btree ("incubator_id","list","name") WHERE "saved_views"."shared";--> statement-breakpoint
SELECT seedbed_isolate('application_meetings');--> statement-breakpoint
SELECT seedbed_isolate('saved_views');