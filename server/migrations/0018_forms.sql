CREATE TABLE "form_submissions" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"respondent_id" uuid,
	"subject_kind" text,
	"subject_id" uuid,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "form_submissions_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "form_versions" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_versions_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"published_revision" integer,
	"version_id" uuid,
	"publishing_state" text,
	"share_id" uuid,
	"archived" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_incubator_id_form_id_forms_incubator_id_id_fk" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_incubator_id_version_id_form_versions_incubator_id_id_fk" FOREIGN KEY ("incubator_id","version_id") REFERENCES "public"."form_versions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_incubator_id_respondent_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","respondent_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_incubator_id_form_id_forms_incubator_id_id_fk" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_list_idx" ON "form_submissions" USING btree ("incubator_id","form_id","submitted_at","id") WHERE "form_submissions"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "form_submissions_respondent_idx" ON "form_submissions" USING btree ("incubator_id","form_id","respondent_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "form_versions_number_idx" ON "form_versions" USING btree ("incubator_id","form_id","number");--> statement-breakpoint
CREATE INDEX "forms_list_idx" ON "forms" USING btree ("incubator_id","archived","updated_at","id");--> statement-breakpoint
CREATE INDEX "forms_kind_idx" ON "forms" USING btree ("incubator_id","archived","kind","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_share_idx" ON "forms" USING btree ("incubator_id","share_id");--> statement-breakpoint
SELECT seedbed_isolate('forms');--> statement-breakpoint
SELECT seedbed_isolate('form_versions');--> statement-breakpoint
SELECT seedbed_isolate('form_submissions');--> statement-breakpoint
-- A published version is what answers were given on: it is never changed, only removed with its form.
CREATE FUNCTION seedbed_form_version_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'form versions are immutable';
END $$;--> statement-breakpoint
CREATE TRIGGER form_versions_immutable BEFORE UPDATE ON form_versions FOR EACH ROW EXECUTE FUNCTION seedbed_form_version_immutable();
