CREATE TABLE "email_blueprints" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_blueprints_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_content_templates" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_content_templates_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"show_logo" boolean DEFAULT true NOT NULL,
	"header_html" text DEFAULT '' NOT NULL,
	"footer_html" text DEFAULT '' NOT NULL,
	"brand_color" text NOT NULL,
	"header_background_color" text NOT NULL,
	"background_color" text NOT NULL,
	"text_color" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_incubator_id_id_pk" PRIMARY KEY("incubator_id","id"),
	CONSTRAINT "email_templates_colours" CHECK ("email_templates"."brand_color" ~ '^#[0-9a-fA-F]{6}$' AND "email_templates"."header_background_color" ~ '^#[0-9a-fA-F]{6}$' AND "email_templates"."background_color" ~ '^#[0-9a-fA-F]{6}$' AND "email_templates"."text_color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "email_delivery_settings" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"open_tracking" boolean DEFAULT false NOT NULL,
	"events_secret" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_delivery_settings_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"email_id" uuid,
	"startup_id" uuid,
	"timeline_event_id" uuid,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"bcc" text[] DEFAULT '{}'::text[] NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bulk" boolean DEFAULT false NOT NULL,
	"layout_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_messages_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_recipients" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"email_id" uuid,
	"user_id" uuid,
	"email" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"smtp_message_id" text,
	"smtp_response" text,
	"bounce_reason" text,
	"opened_count" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone,
	"clicked_count" integer DEFAULT 0 NOT NULL,
	"last_clicked_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_recipients_incubator_id_id_pk" PRIMARY KEY("incubator_id","id"),
	CONSTRAINT "email_recipients_status_check" CHECK ("email_recipients"."status" IN ('QUEUED', 'SENT', 'DELIVERED', 'DEFERRED', 'BOUNCED', 'DROPPED', 'SPAM'))
);
--> statement-breakpoint
CREATE TABLE "email_unsubscribes" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_unsubscribes_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "exports" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"filter" jsonb,
	"with_attachments" boolean DEFAULT false NOT NULL,
	"requested_by" uuid NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"size_bytes" bigint,
	"storage_key" text,
	"file_name" text,
	"error_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	CONSTRAINT "exports_incubator_id_id_pk" PRIMARY KEY("incubator_id","id"),
	CONSTRAINT "exports_status_check" CHECK ("exports"."status" IN ('QUEUED', 'IN_PROGRESS', 'COMPLETED', 'ERROR', 'FAILED')),
	CONSTRAINT "exports_format_check" CHECK ("exports"."format" IN ('csv', 'xlsx'))
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"recipients" jsonb NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"bcc" text[] DEFAULT '{}'::text[] NOT NULL,
	"layout_id" uuid,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_by" uuid,
	"scheduled_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_incubator_id_id_pk" PRIMARY KEY("incubator_id","id"),
	CONSTRAINT "emails_status_check" CHECK ("emails"."status" IN ('DRAFT', 'SCHEDULED', 'SENDING', 'SENT', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "planned_actions" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"email_id" uuid,
	"status" text DEFAULT 'PLANNED' NOT NULL,
	"error" text,
	"error_params" jsonb,
	"result_id" uuid,
	"created_by" uuid NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planned_actions_incubator_id_id_pk" PRIMARY KEY("incubator_id","id"),
	CONSTRAINT "planned_actions_kind_check" CHECK ("planned_actions"."kind" IN ('EMAIL', 'FEEDBACK_REQUEST', 'TASK')),
	CONSTRAINT "planned_actions_status_check" CHECK ("planned_actions"."status" IN ('PLANNED', 'DONE', 'CANCELLED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "sign_on_attempts" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"state_hash" text NOT NULL,
	"binding_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"return_to" text DEFAULT '/' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_on_attempts_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "sign_on_providers" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_encrypted" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"allow_password" boolean DEFAULT true NOT NULL,
	"role_claim" text DEFAULT '' NOT NULL,
	"role_mappings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_role_id" uuid NOT NULL,
	"create_people" boolean DEFAULT true NOT NULL,
	"audience" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_on_providers_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"owner_id" uuid,
	"created_by" uuid NOT NULL,
	"scopes" text[] NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"rate_window_start" timestamp with time zone,
	"rate_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_tokens_incubator_id_id_pk" PRIMARY KEY("incubator_id","id"),
	CONSTRAINT "api_tokens_scopes_present" CHECK (cardinality("api_tokens"."scopes") > 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"event_kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"response_status" integer,
	"response_excerpt" text,
	"duration_ms" integer,
	"replay_of" uuid,
	"test" boolean DEFAULT false NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_incubator_id_id_pk" PRIMARY KEY("incubator_id","id"),
	CONSTRAINT "webhook_deliveries_status" CHECK ("webhook_deliveries"."status" in ('PENDING', 'SUCCEEDED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"secret" text NOT NULL,
	"event_kinds" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" uuid NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "email_blueprints" ADD CONSTRAINT "email_blueprints_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_content_templates" ADD CONSTRAINT "email_content_templates_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_recipients" ADD CONSTRAINT "email_recipients_incubator_id_message_id_email_messages_incubator_id_id_fk" FOREIGN KEY ("incubator_id","message_id") REFERENCES "public"."email_messages"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_incubator_id_requested_by_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","requested_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_incubator_id_created_by_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_actions" ADD CONSTRAINT "planned_actions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_actions" ADD CONSTRAINT "planned_actions_incubator_id_created_by_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_actions" ADD CONSTRAINT "planned_actions_incubator_id_email_id_emails_incubator_id_id_fk" FOREIGN KEY ("incubator_id","email_id") REFERENCES "public"."emails"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_on_attempts" ADD CONSTRAINT "sign_on_attempts_incubator_id_provider_id_sign_on_providers_incubator_id_id_fk" FOREIGN KEY ("incubator_id","provider_id") REFERENCES "public"."sign_on_providers"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_on_providers" ADD CONSTRAINT "sign_on_providers_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_incubator_id_owner_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","owner_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_incubator_id_created_by_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_incubator_id_webhook_id_webhooks_incubator_id_id_fk" FOREIGN KEY ("incubator_id","webhook_id") REFERENCES "public"."webhooks"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_incubator_id_created_by_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_blueprints_key_language" ON "email_blueprints" USING btree ("incubator_id","key","language");--> statement-breakpoint
CREATE INDEX "email_content_templates_name_idx" ON "email_content_templates" USING btree ("incubator_id","name","id");--> statement-breakpoint
CREATE INDEX "email_content_templates_search_idx" ON "email_content_templates" USING gin (to_tsvector('simple', "name" || ' ' || "subject"));--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_one_default" ON "email_templates" USING btree ("incubator_id") WHERE "email_templates"."is_default";--> statement-breakpoint
CREATE INDEX "email_templates_name_idx" ON "email_templates" USING btree ("incubator_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_delivery_settings_tenant_unique" ON "email_delivery_settings" USING btree ("incubator_id");--> statement-breakpoint
CREATE INDEX "email_messages_email_idx" ON "email_messages" USING btree ("incubator_id","email_id");--> statement-breakpoint
CREATE INDEX "email_messages_startup_idx" ON "email_messages" USING btree ("incubator_id","startup_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_recipients_token_unique" ON "email_recipients" USING btree ("incubator_id","token");--> statement-breakpoint
CREATE INDEX "email_recipients_message_idx" ON "email_recipients" USING btree ("incubator_id","message_id","email","id");--> statement-breakpoint
CREATE INDEX "email_recipients_email_idx" ON "email_recipients" USING btree ("incubator_id","email_id","email","id");--> statement-breakpoint
CREATE INDEX "email_recipients_smtp_id_idx" ON "email_recipients" USING btree ("incubator_id","smtp_message_id");--> statement-breakpoint
CREATE INDEX "email_recipients_due_idx" ON "email_recipients" USING btree ("incubator_id","next_attempt_at") WHERE "email_recipients"."status" IN ('QUEUED', 'DEFERRED');--> statement-breakpoint
CREATE UNIQUE INDEX "email_unsubscribes_email_unique" ON "email_unsubscribes" USING btree ("incubator_id","email");--> statement-breakpoint
CREATE INDEX "exports_history_idx" ON "exports" USING btree ("incubator_id","requested_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exports_unfinished_idx" ON "exports" USING btree ("incubator_id","status") WHERE "exports"."status" IN ('QUEUED', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "exports_expiry_idx" ON "exports" USING btree ("incubator_id","expires_at") WHERE "exports"."storage_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "emails_updated_idx" ON "emails" USING btree ("incubator_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "emails_status_idx" ON "emails" USING btree ("incubator_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "planned_actions_due_idx" ON "planned_actions" USING btree ("incubator_id","run_at","id") WHERE "planned_actions"."status" = 'PLANNED';--> statement-breakpoint
CREATE INDEX "planned_actions_run_at_idx" ON "planned_actions" USING btree ("incubator_id","run_at","id");--> statement-breakpoint
CREATE INDEX "planned_actions_status_idx" ON "planned_actions" USING btree ("incubator_id","status","run_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "planned_actions_email_unique" ON "planned_actions" USING btree ("incubator_id","email_id") WHERE "planned_actions"."status" = 'PLANNED';--> statement-breakpoint
CREATE INDEX "sign_on_attempts_state_idx" ON "sign_on_attempts" USING btree ("incubator_id","state_hash");--> statement-breakpoint
CREATE INDEX "sign_on_attempts_expires_idx" ON "sign_on_attempts" USING btree ("incubator_id","expires_at");--> statement-breakpoint
CREATE INDEX "sign_on_providers_created_idx" ON "sign_on_providers" USING btree ("incubator_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_idx" ON "api_tokens" USING btree ("incubator_id","token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_owner_idx" ON "api_tokens" USING btree ("incubator_id","owner_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" USING btree ("incubator_id","webhook_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("incubator_id","next_attempt_at") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "webhooks_created_idx" ON "webhooks" USING btree ("incubator_id","created_at");--> statement-breakpoint
CREATE INDEX "course_progress_user_completed_idx" ON "course_progress" USING btree ("incubator_id","user_id","completed_at") WHERE "course_progress"."completed_at" IS NOT NULL;
--> statement-breakpoint
SELECT seedbed_isolate('email_blueprints');
--> statement-breakpoint
SELECT seedbed_isolate('email_content_templates');
--> statement-breakpoint
SELECT seedbed_isolate('email_templates');
--> statement-breakpoint
SELECT seedbed_isolate('email_delivery_settings');
--> statement-breakpoint
SELECT seedbed_isolate('email_messages');
--> statement-breakpoint
SELECT seedbed_isolate('email_recipients');
--> statement-breakpoint
SELECT seedbed_isolate('email_unsubscribes');
--> statement-breakpoint
SELECT seedbed_isolate('exports');
--> statement-breakpoint
SELECT seedbed_isolate('emails');
--> statement-breakpoint
SELECT seedbed_isolate('planned_actions');
--> statement-breakpoint
SELECT seedbed_isolate('sign_on_attempts');
--> statement-breakpoint
SELECT seedbed_isolate('sign_on_providers');
--> statement-breakpoint
SELECT seedbed_isolate('api_tokens');
--> statement-breakpoint
SELECT seedbed_isolate('webhook_deliveries');
--> statement-breakpoint
SELECT seedbed_isolate('webhooks');
