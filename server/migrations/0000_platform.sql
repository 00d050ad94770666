CREATE TABLE "incubators" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"custom_domain" text,
	"name" text NOT NULL,
	"description" text,
	"logo" text,
	"white_logo" text,
	"logo_square" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"address" text,
	"default_language" text DEFAULT 'en' NOT NULL,
	"gtm_id" text,
	"seo" jsonb NOT NULL,
	"terms_url" text,
	"custom_login" jsonb NOT NULL,
	"general_email" jsonb,
	"support_email" jsonb,
	"brand_palette" jsonb NOT NULL,
	"login_providers" jsonb NOT NULL,
	"startup_name_alternative" jsonb NOT NULL,
	"allow_user_self_delete" boolean DEFAULT false NOT NULL,
	"allow_write_in_option_in_user_skills" boolean DEFAULT false NOT NULL,
	"plan" jsonb NOT NULL,
	"feature_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incubators_slug_unique" UNIQUE("slug"),
	CONSTRAINT "incubators_custom_domain_unique" UNIQUE("custom_domain")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"label" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"permissions" jsonb NOT NULL,
	"user_access" jsonb NOT NULL,
	"startup_access" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "auth_tokens_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"auth_token_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "sessions_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"incubator_id" uuid NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_failures_incubator_id_key_pk" PRIMARY KEY("incubator_id","key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"headline" text,
	"phone" text,
	"bio" text,
	"word_from" text,
	"avatar" text,
	"cover" text,
	"country" text,
	"country_origin" text,
	"gender" text,
	"birthday" date,
	"timezone" text,
	"language" text,
	"work_status" text,
	"validated" boolean DEFAULT false NOT NULL,
	"admin_validated" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"expertise" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chat_notification" boolean DEFAULT true NOT NULL,
	"linked_calendar" text,
	"conference_data_integration" text,
	"integrated_video_providers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"profile_coaching_meeting_settings" jsonb DEFAULT '{"defaultMeetingLocation":null,"enabled":false}'::jsonb NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "industries_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "startup_industries" (
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"industry_id" uuid NOT NULL,
	CONSTRAINT "startup_industries_incubator_id_startup_id_industry_id_pk" PRIMARY KEY("incubator_id","startup_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "startup_members" (
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_members_incubator_id_startup_id_user_id_kind_pk" PRIMARY KEY("incubator_id","startup_id","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "startup_programs" (
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	CONSTRAINT "startup_programs_incubator_id_startup_id_program_id_pk" PRIMARY KEY("incubator_id","startup_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "startup_tags" (
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "startup_tags_incubator_id_startup_id_tag_id_pk" PRIMARY KEY("incubator_id","startup_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "startups" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startups_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_industries" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"industry_id" uuid NOT NULL,
	CONSTRAINT "user_industries_incubator_id_user_id_industry_id_pk" PRIMARY KEY("incubator_id","user_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "user_programs" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	CONSTRAINT "user_programs_incubator_id_user_id_program_id_pk" PRIMARY KEY("incubator_id","user_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "user_tags" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "user_tags_incubator_id_user_id_tag_id_pk" PRIMARY KEY("incubator_id","user_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"reference_kind" text,
	"reference_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"subject_kind" text,
	"subject_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_events_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "layout_customizations" (
	"incubator_id" uuid NOT NULL,
	"screen" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "layout_customizations_incubator_id_screen_pk" PRIMARY KEY("incubator_id","screen")
);
--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_incubator_id_role_id_roles_incubator_id_id_fk" FOREIGN KEY ("incubator_id","role_id") REFERENCES "public"."roles"("incubator_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industries" ADD CONSTRAINT "industries_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_industries" ADD CONSTRAINT "startup_industries_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_industries" ADD CONSTRAINT "startup_industries_incubator_id_industry_id_industries_incubator_id_id_fk" FOREIGN KEY ("incubator_id","industry_id") REFERENCES "public"."industries"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_members" ADD CONSTRAINT "startup_members_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_members" ADD CONSTRAINT "startup_members_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_programs" ADD CONSTRAINT "startup_programs_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_programs" ADD CONSTRAINT "startup_programs_incubator_id_program_id_programs_incubator_id_id_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_tags" ADD CONSTRAINT "startup_tags_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_tags" ADD CONSTRAINT "startup_tags_incubator_id_tag_id_tags_incubator_id_id_fk" FOREIGN KEY ("incubator_id","tag_id") REFERENCES "public"."tags"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startups" ADD CONSTRAINT "startups_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_industries" ADD CONSTRAINT "user_industries_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_industries" ADD CONSTRAINT "user_industries_incubator_id_industry_id_industries_incubator_id_id_fk" FOREIGN KEY ("incubator_id","industry_id") REFERENCES "public"."industries"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_programs" ADD CONSTRAINT "user_programs_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_programs" ADD CONSTRAINT "user_programs_incubator_id_program_id_programs_incubator_id_id_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tags" ADD CONSTRAINT "user_tags_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tags" ADD CONSTRAINT "user_tags_incubator_id_tag_id_tags_incubator_id_id_fk" FOREIGN KEY ("incubator_id","tag_id") REFERENCES "public"."tags"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_incubator_id_owner_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","owner_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_customizations" ADD CONSTRAINT "layout_customizations_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roles_type_idx" ON "roles" USING btree ("incubator_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_idx" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_idx" ON "one_time_tokens" USING btree ("incubator_id","token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_active_idx" ON "sessions" USING btree ("incubator_id","user_id","last_seen_at") WHERE status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("incubator_id","email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("incubator_id","role_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("incubator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "industries_name_idx" ON "industries" USING btree ("incubator_id","name");--> statement-breakpoint
CREATE INDEX "programs_name_idx" ON "programs" USING btree ("incubator_id","name");--> statement-breakpoint
CREATE INDEX "startup_industries_industry_id_idx" ON "startup_industries" USING btree ("incubator_id","industry_id");--> statement-breakpoint
CREATE INDEX "startup_members_user_idx" ON "startup_members" USING btree ("incubator_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "startup_programs_program_id_idx" ON "startup_programs" USING btree ("incubator_id","program_id");--> statement-breakpoint
CREATE INDEX "startup_tags_tag_id_idx" ON "startup_tags" USING btree ("incubator_id","tag_id");--> statement-breakpoint
CREATE INDEX "startups_name_idx" ON "startups" USING btree ("incubator_id","name");--> statement-breakpoint
CREATE INDEX "tags_category_idx" ON "tags" USING btree ("incubator_id","category","name");--> statement-breakpoint
CREATE INDEX "user_industries_industry_id_idx" ON "user_industries" USING btree ("incubator_id","industry_id");--> statement-breakpoint
CREATE INDEX "user_programs_program_id_idx" ON "user_programs" USING btree ("incubator_id","program_id");--> statement-breakpoint
CREATE INDEX "user_tags_tag_id_idx" ON "user_tags" USING btree ("incubator_id","tag_id");--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("incubator_id","owner_id","created_at");--> statement-breakpoint
CREATE INDEX "attachments_reference_idx" ON "attachments" USING btree ("incubator_id","reference_kind","reference_id");--> statement-breakpoint
CREATE INDEX "domain_events_created_idx" ON "domain_events" USING btree ("incubator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "domain_events_subject_idx" ON "domain_events" USING btree ("incubator_id","subject_kind","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("incubator_id","created_at");