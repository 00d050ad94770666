CREATE TABLE "course_admins" (
	"incubator_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "course_admins_incubator_id_course_id_user_id_pk" PRIMARY KEY("incubator_id","course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_cohorts" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"program_id" uuid,
	"learner_count" integer DEFAULT 0 NOT NULL,
	"completed_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_cohorts_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_enrolments" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"cohort_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"startup_id" uuid,
	"completed_units" integer DEFAULT 0 NOT NULL,
	"last_unit_id" uuid,
	"last_activity_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"enrolled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_enrolments_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_outline_units" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_outline_units_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_progress" (
	"incubator_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"cohort_id" uuid NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_progress_incubator_id_unit_id_user_id_pk" PRIMARY KEY("incubator_id","unit_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_quiz_attempts" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"cohort_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_quiz_attempts_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_submissions" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"cohort_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"startup_id" uuid,
	"body" text DEFAULT '' NOT NULL,
	"form_submission_id" uuid,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"grade" integer,
	"review_comment" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_submissions_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_units" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"outline_unit_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"video_url" text,
	"video_attachment_id" uuid,
	"form_id" uuid,
	"pass_mark" integer DEFAULT 70 NOT NULL,
	"attempts_allowed" integer,
	"hand_in" text DEFAULT 'PERSON' NOT NULL,
	"release_days" integer DEFAULT 0 NOT NULL,
	"minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_units_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"self_enrolment" boolean DEFAULT true NOT NULL,
	"program_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"certificate" boolean DEFAULT true NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"unit_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "course_admins" ADD CONSTRAINT "course_admins_incubator_id_course_id_courses_incubator_id_id_fk" FOREIGN KEY ("incubator_id","course_id") REFERENCES "public"."courses"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_admins" ADD CONSTRAINT "course_admins_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_cohorts" ADD CONSTRAINT "course_cohorts_incubator_id_course_id_courses_incubator_id_id_fk" FOREIGN KEY ("incubator_id","course_id") REFERENCES "public"."courses"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_incubator_id_course_id_courses_incubator_id_id_fk" FOREIGN KEY ("incubator_id","course_id") REFERENCES "public"."courses"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_incubator_id_cohort_id_course_cohorts_incubator_id_id_fk" FOREIGN KEY ("incubator_id","cohort_id") REFERENCES "public"."course_cohorts"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_outline_units" ADD CONSTRAINT "course_outline_units_incubator_id_course_id_courses_incubator_id_id_fk" FOREIGN KEY ("incubator_id","course_id") REFERENCES "public"."courses"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_incubator_id_unit_id_course_units_incubator_id_id_fk" FOREIGN KEY ("incubator_id","unit_id") REFERENCES "public"."course_units"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_quiz_attempts" ADD CONSTRAINT "course_quiz_attempts_incubator_id_unit_id_course_units_incubator_id_id_fk" FOREIGN KEY ("incubator_id","unit_id") REFERENCES "public"."course_units"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_quiz_attempts" ADD CONSTRAINT "course_quiz_attempts_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_quiz_attempts" ADD CONSTRAINT "course_quiz_attempts_incubator_id_submission_id_form_submissions_incubator_id_id_fk" FOREIGN KEY ("incubator_id","submission_id") REFERENCES "public"."form_submissions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_submissions" ADD CONSTRAINT "course_submissions_incubator_id_unit_id_course_units_incubator_id_id_fk" FOREIGN KEY ("incubator_id","unit_id") REFERENCES "public"."course_units"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_submissions" ADD CONSTRAINT "course_submissions_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_submissions" ADD CONSTRAINT "course_submissions_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_submissions" ADD CONSTRAINT "course_submissions_incubator_id_form_submission_id_form_submissions_incubator_id_id_fk" FOREIGN KEY ("incubator_id","form_submission_id") REFERENCES "public"."form_submissions"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_units" ADD CONSTRAINT "course_units_incubator_id_course_id_courses_incubator_id_id_fk" FOREIGN KEY ("incubator_id","course_id") REFERENCES "public"."courses"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_units" ADD CONSTRAINT "course_units_incubator_id_outline_unit_id_course_outline_units_incubator_id_id_fk" FOREIGN KEY ("incubator_id","outline_unit_id") REFERENCES "public"."course_outline_units"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_units" ADD CONSTRAINT "course_units_incubator_id_form_id_forms_incubator_id_id_fk" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_admins_user_idx" ON "course_admins" USING btree ("incubator_id","user_id","course_id");--> statement-breakpoint
CREATE INDEX "course_cohorts_course_idx" ON "course_cohorts" USING btree ("incubator_id","course_id","starts_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrolments_person_idx" ON "course_enrolments" USING btree ("incubator_id","course_id","user_id");--> statement-breakpoint
CREATE INDEX "course_enrolments_cohort_idx" ON "course_enrolments" USING btree ("incubator_id","cohort_id","id");--> statement-breakpoint
CREATE INDEX "course_enrolments_user_idx" ON "course_enrolments" USING btree ("incubator_id","user_id","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "course_outline_units_course_idx" ON "course_outline_units" USING btree ("incubator_id","course_id","position");--> statement-breakpoint
CREATE INDEX "course_progress_learner_idx" ON "course_progress" USING btree ("incubator_id","course_id","user_id");--> statement-breakpoint
CREATE INDEX "course_progress_cohort_idx" ON "course_progress" USING btree ("incubator_id","cohort_id","unit_id") WHERE "course_progress"."completed_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "course_quiz_attempts_number_idx" ON "course_quiz_attempts" USING btree ("incubator_id","unit_id","user_id","attempt");--> statement-breakpoint
CREATE INDEX "course_quiz_attempts_cohort_idx" ON "course_quiz_attempts" USING btree ("incubator_id","unit_id","cohort_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_submissions_person_idx" ON "course_submissions" USING btree ("incubator_id","unit_id","user_id") WHERE "course_submissions"."startup_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "course_submissions_startup_idx" ON "course_submissions" USING btree ("incubator_id","unit_id","startup_id") WHERE "course_submissions"."startup_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "course_submissions_review_idx" ON "course_submissions" USING btree ("incubator_id","course_id","status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "course_units_course_idx" ON "course_units" USING btree ("incubator_id","course_id","outline_unit_id","position");--> statement-breakpoint
CREATE INDEX "courses_status_idx" ON "courses" USING btree ("incubator_id","status","created_at","id") WHERE NOT "courses"."is_archived";--> statement-breakpoint
CREATE INDEX "courses_creator_idx" ON "courses" USING btree ("incubator_id","created_by","created_at","id");--> statement-breakpoint
SELECT seedbed_isolate('courses');
--> statement-breakpoint
SELECT seedbed_isolate('course_admins');
--> statement-breakpoint
SELECT seedbed_isolate('course_outline_units');
--> statement-breakpoint
SELECT seedbed_isolate('course_units');
--> statement-breakpoint
SELECT seedbed_isolate('course_cohorts');
--> statement-breakpoint
SELECT seedbed_isolate('course_enrolments');
--> statement-breakpoint
SELECT seedbed_isolate('course_progress');
--> statement-breakpoint
SELECT seedbed_isolate('course_quiz_attempts');
--> statement-breakpoint
SELECT seedbed_isolate('course_submissions');
--> statement-breakpoint
ALTER TABLE "course_units" ADD CONSTRAINT "course_units_pass_mark" CHECK ("pass_mark" BETWEEN 0 AND 100);
--> statement-breakpoint
ALTER TABLE "course_submissions" ADD CONSTRAINT "course_submissions_grade" CHECK ("grade" IS NULL OR "grade" BETWEEN 0 AND 100);
--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_completed" CHECK ("completed_units" >= 0);
