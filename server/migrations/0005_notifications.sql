CREATE TABLE "notification_digest_runs" (
	"incubator_id" uuid NOT NULL,
	"digest" text NOT NULL,
	"local_date" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_digest_runs_incubator_id_digest_local_date_pk" PRIMARY KEY("incubator_id","digest","local_date")
);
--> statement-breakpoint
CREATE TABLE "notification_last_seen" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_last_seen_incubator_id_user_id_pk" PRIMARY KEY("incubator_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"group" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_incubator_id_user_id_group_pk" PRIMARY KEY("incubator_id","user_id","group")
);
--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_recipients_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"notification_type" text NOT NULL,
	"message_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text,
	"sender_id" uuid,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "notification_digest_runs" ADD CONSTRAINT "notification_digest_runs_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_last_seen" ADD CONSTRAINT "notification_last_seen_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_incubator_id_notification_id_notifications_incubator_id_id_fk" FOREIGN KEY ("incubator_id","notification_id") REFERENCES "public"."notifications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_incubator_id_sender_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","sender_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_recipients_user_created_idx" ON "notification_recipients" USING btree ("incubator_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notification_recipients_unread_idx" ON "notification_recipients" USING btree ("incubator_id","user_id") WHERE NOT "notification_recipients"."is_read";--> statement-breakpoint
CREATE INDEX "notification_recipients_notification_idx" ON "notification_recipients" USING btree ("incubator_id","notification_id");--> statement-breakpoint
SELECT seedbed_isolate('notifications');--> statement-breakpoint
SELECT seedbed_isolate('notification_recipients');--> statement-breakpoint
SELECT seedbed_isolate('notification_preferences');--> statement-breakpoint
SELECT seedbed_isolate('notification_last_seen');--> statement-breakpoint
SELECT seedbed_isolate('notification_digest_runs');
