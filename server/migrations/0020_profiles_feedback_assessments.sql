CREATE TABLE "feedback_recipients" (
	"incubator_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"submission_id" uuid,
	"reminded_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_recipients_incubator_id_request_id_user_id_pk" PRIMARY KEY("incubator_id","request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_requests" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text,
	"subject_kind" text,
	"subject_id" uuid,
	"due_date" date,
	"closed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_requests_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "startup_assessments" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"assessor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_assessments_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_recipients" ADD CONSTRAINT "feedback_recipients_incubator_id_request_id_feedback_requests_incubator_id_id_fk" FOREIGN KEY ("incubator_id","request_id") REFERENCES "public"."feedback_requests"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_recipients" ADD CONSTRAINT "feedback_recipients_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_incubator_id_form_id_forms_incubator_id_id_fk" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_assessments" ADD CONSTRAINT "startup_assessments_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_assessments" ADD CONSTRAINT "startup_assessments_incubator_id_form_id_forms_incubator_id_id_fk" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_assessments" ADD CONSTRAINT "startup_assessments_incubator_id_submission_id_form_submissions_incubator_id_id_fk" FOREIGN KEY ("incubator_id","submission_id") REFERENCES "public"."form_submissions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_recipients_user_idx" ON "feedback_recipients" USING btree ("incubator_id","user_id","answered_at","created_at");--> statement-breakpoint
CREATE INDEX "feedback_requests_list_idx" ON "feedback_requests" USING btree ("incubator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_requests_subject_idx" ON "feedback_requests" USING btree ("incubator_id","subject_kind","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "startup_assessments_startup_idx" ON "startup_assessments" USING btree ("incubator_id","startup_id","created_at","id");--> statement-breakpoint
CREATE INDEX "form_submissions_subject_idx" ON "form_submissions" USING btree ("incubator_id","subject_kind","subject_id","form_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_profile_idx" ON "forms" USING btree ("incubator_id","kind") WHERE "forms"."profile";--> statement-breakpoint
SELECT seedbed_isolate('feedback_requests');--> statement-breakpoint
SELECT seedbed_isolate('feedback_recipients');--> statement-breakpoint
SELECT seedbed_isolate('startup_assessments');
