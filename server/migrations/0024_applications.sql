CREATE TABLE "application_activities" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"data" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_activities_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "application_decisions" (
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"rejection_mail_id" uuid,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_after" timestamp with time zone,
	"mail_sent_at" timestamp with time zone,
	CONSTRAINT "application_decisions_incubator_id_application_id_round_id_pk" PRIMARY KEY("incubator_id","application_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "application_evaluations" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"evaluator_id" uuid NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" double precision,
	"comment" text,
	"submission_id" uuid,
	"conflict_reason" text,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "application_evaluations_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "application_tags" (
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "application_tags_incubator_id_application_id_tag_id_pk" PRIMARY KEY("incubator_id","application_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"round_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"startup_id" uuid,
	"score" double precision,
	"evaluations_done" integer DEFAULT 0 NOT NULL,
	"evaluations_needed" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "funnel_admins" (
	"incubator_id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "funnel_admins_incubator_id_funnel_id_user_id_pk" PRIMARY KEY("incubator_id","funnel_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "funnel_round_evaluators" (
	"incubator_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "funnel_round_evaluators_incubator_id_round_id_user_id_pk" PRIMARY KEY("incubator_id","round_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "funnel_rounds" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"form_id" uuid,
	"evaluation_form_id" uuid,
	"meeting" boolean DEFAULT false NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"assignment" text DEFAULT 'manual' NOT NULL,
	"evaluators_per_application" integer DEFAULT 2 NOT NULL,
	"required_evaluations" integer DEFAULT 2 NOT NULL,
	"self_assignment" boolean DEFAULT false NOT NULL,
	"criteria" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visibility" jsonb DEFAULT '{"hiddenQuestions":{},"evaluationsVisibleTo":[]}'::jsonb NOT NULL,
	"instructions_mail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_rounds_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "funnels" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"summary" text,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"program_id" uuid,
	"page" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"acceptance_mail" jsonb,
	"archived" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnels_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "rejection_mails" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"funnel_id" uuid,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rejection_mails_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "application_activities" ADD CONSTRAINT "application_activities_incubator_id_application_id_applications_incubator_id_id_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_incubator_id_application_id_applications_incubator_id_id_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_incubator_id_round_id_funnel_rounds_incubator_id_id_fk" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_evaluations" ADD CONSTRAINT "application_evaluations_incubator_id_application_id_applications_incubator_id_id_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_evaluations" ADD CONSTRAINT "application_evaluations_incubator_id_round_id_funnel_rounds_incubator_id_id_fk" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_evaluations" ADD CONSTRAINT "application_evaluations_incubator_id_evaluator_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","evaluator_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_incubator_id_application_id_applications_incubator_id_id_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_incubator_id_tag_id_tags_incubator_id_id_fk" FOREIGN KEY ("incubator_id","tag_id") REFERENCES "public"."tags"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_incubator_id_funnel_id_funnels_incubator_id_id_fk" FOREIGN KEY ("incubator_id","funnel_id") REFERENCES "public"."funnels"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_incubator_id_applicant_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","applicant_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_incubator_id_round_id_funnel_rounds_incubator_id_id_fk" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_admins" ADD CONSTRAINT "funnel_admins_incubator_id_funnel_id_funnels_incubator_id_id_fk" FOREIGN KEY ("incubator_id","funnel_id") REFERENCES "public"."funnels"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_admins" ADD CONSTRAINT "funnel_admins_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_round_evaluators" ADD CONSTRAINT "funnel_round_evaluators_incubator_id_round_id_funnel_rounds_incubator_id_id_fk" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_round_evaluators" ADD CONSTRAINT "funnel_round_evaluators_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_rounds" ADD CONSTRAINT "funnel_rounds_incubator_id_funnel_id_funnels_incubator_id_id_fk" FOREIGN KEY ("incubator_id","funnel_id") REFERENCES "public"."funnels"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnels" ADD CONSTRAINT "funnels_incubator_id_program_id_programs_incubator_id_id_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejection_mails" ADD CONSTRAINT "rejection_mails_incubator_id_funnel_id_funnels_incubator_id_id_fk" FOREIGN KEY ("incubator_id","funnel_id") REFERENCES "public"."funnels"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_activities_feed_idx" ON "application_activities" USING btree ("incubator_id","application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "application_decisions_mail_idx" ON "application_decisions" USING btree ("incubator_id","mail_after") WHERE "application_decisions"."mail_sent_at" IS NULL AND "application_decisions"."mail_after" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "application_evaluations_unique" ON "application_evaluations" USING btree ("incubator_id","application_id","round_id","evaluator_id");--> statement-breakpoint
CREATE INDEX "application_evaluations_evaluator_idx" ON "application_evaluations" USING btree ("incubator_id","evaluator_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "application_tags_tag_id_idx" ON "application_tags" USING btree ("incubator_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_applicant_unique" ON "applications" USING btree ("incubator_id","funnel_id","applicant_id");--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("incubator_id","applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("incubator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_funnel_idx" ON "applications" USING btree ("incubator_id","funnel_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("incubator_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_funnel_status_idx" ON "applications" USING btree ("incubator_id","funnel_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_score_idx" ON "applications" USING btree ("incubator_id","score","id");--> statement-breakpoint
CREATE INDEX "applications_round_idx" ON "applications" USING btree ("incubator_id","round_id","status");--> statement-breakpoint
CREATE INDEX "applications_startup_idx" ON "applications" USING btree ("incubator_id","startup_id");--> statement-breakpoint
CREATE INDEX "funnel_admins_user_id_idx" ON "funnel_admins" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "funnel_round_evaluators_user_id_idx" ON "funnel_round_evaluators" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "funnel_rounds_funnel_idx" ON "funnel_rounds" USING btree ("incubator_id","funnel_id","position");--> statement-breakpoint
CREATE INDEX "funnels_list_idx" ON "funnels" USING btree ("incubator_id","archived","updated_at","id");--> statement-breakpoint
CREATE INDEX "funnels_open_idx" ON "funnels" USING btree ("incubator_id","status","name") WHERE NOT "funnels"."archived";--> statement-breakpoint
CREATE UNIQUE INDEX "funnels_slug_unique" ON "funnels" USING btree ("incubator_id","slug");--> statement-breakpoint
CREATE INDEX "rejection_mails_funnel_idx" ON "rejection_mails" USING btree ("incubator_id","funnel_id","name");--> statement-breakpoint
SELECT seedbed_isolate('funnels');--> statement-breakpoint
SELECT seedbed_isolate('funnel_admins');--> statement-breakpoint
SELECT seedbed_isolate('funnel_rounds');--> statement-breakpoint
SELECT seedbed_isolate('funnel_round_evaluators');--> statement-breakpoint
SELECT seedbed_isolate('rejection_mails');--> statement-breakpoint
SELECT seedbed_isolate('applications');--> statement-breakpoint
SELECT seedbed_isolate('application_tags');--> statement-breakpoint
SELECT seedbed_isolate('application_decisions');--> statement-breakpoint
SELECT seedbed_isolate('application_evaluations');--> statement-breakpoint
SELECT seedbed_isolate('application_activities');