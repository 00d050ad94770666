ALTER TABLE "incubators" ADD COLUMN "metric_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE "data_collections" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"program_id" uuid,
	"startup_id" uuid,
	"metric_ids" uuid[] NOT NULL,
	"starts_on" date NOT NULL,
	"due_days" integer DEFAULT 10 NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_collections_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "metric_periods" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"due_date" date NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" uuid,
	"reminded_before_at" timestamp with time zone,
	"reminded_after_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_periods_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "metric_report_links" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_report_links_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "metric_values" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"metric_id" uuid NOT NULL,
	"period_from" date NOT NULL,
	"value" text,
	"number" double precision,
	"date_value" date,
	"explanation" text,
	"entered_by" uuid,
	"entered_at" timestamp with time zone,
	"on_behalf" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_values_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "metrics" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"core_key" text,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_type" text NOT NULL,
	"custom_unit" text,
	"category" text DEFAULT 'non-tagged' NOT NULL,
	"recurrence_amount" integer DEFAULT 1 NOT NULL,
	"recurrence_type" text DEFAULT 'monthly' NOT NULL,
	"formula" text,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metrics_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "startup_categorizations" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"delay_reporting" boolean,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"skipped" boolean DEFAULT false NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_categorizations_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "data_collections" ADD CONSTRAINT "data_collections_incubator_id_program_id_programs_incubator_id_id_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_collections" ADD CONSTRAINT "data_collections_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_periods" ADD CONSTRAINT "metric_periods_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_report_links" ADD CONSTRAINT "metric_report_links_incubator_id_period_id_metric_periods_incubator_id_id_fk" FOREIGN KEY ("incubator_id","period_id") REFERENCES "public"."metric_periods"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_values" ADD CONSTRAINT "metric_values_incubator_id_period_id_metric_periods_incubator_id_id_fk" FOREIGN KEY ("incubator_id","period_id") REFERENCES "public"."metric_periods"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_values" ADD CONSTRAINT "metric_values_incubator_id_metric_id_metrics_incubator_id_id_fk" FOREIGN KEY ("incubator_id","metric_id") REFERENCES "public"."metrics"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_values" ADD CONSTRAINT "metric_values_incubator_id_entered_by_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","entered_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_categorizations" ADD CONSTRAINT "startup_categorizations_incubator_id_startup_id_startups_incubator_id_id_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_collections_list_idx" ON "data_collections" USING btree ("incubator_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "metric_periods_startup_dates_unique" ON "metric_periods" USING btree ("incubator_id","startup_id","period_from","period_to");--> statement-breakpoint
CREATE INDEX "metric_periods_grid_idx" ON "metric_periods" USING btree ("incubator_id","period_from","startup_id");--> statement-breakpoint
CREATE INDEX "metric_periods_pending_idx" ON "metric_periods" USING btree ("incubator_id","startup_id","due_date") WHERE "metric_periods"."submitted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "metric_report_links_token_unique" ON "metric_report_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "metric_report_links_period_idx" ON "metric_report_links" USING btree ("incubator_id","period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "metric_values_period_metric_unique" ON "metric_values" USING btree ("incubator_id","period_id","metric_id");--> statement-breakpoint
CREATE INDEX "metric_values_startup_idx" ON "metric_values" USING btree ("incubator_id","startup_id","metric_id","period_from");--> statement-breakpoint
CREATE INDEX "metric_values_portfolio_idx" ON "metric_values" USING btree ("incubator_id","metric_id","period_from","startup_id");--> statement-breakpoint
CREATE INDEX "metrics_list_idx" ON "metrics" USING btree ("incubator_id","archived","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "metrics_core_key_unique" ON "metrics" USING btree ("incubator_id","core_key") WHERE "metrics"."core_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "startup_categorizations_startup_unique" ON "startup_categorizations" USING btree ("incubator_id","startup_id");--> statement-breakpoint
SELECT seedbed_isolate('metrics');--> statement-breakpoint
SELECT seedbed_isolate('data_collections');--> statement-breakpoint
SELECT seedbed_isolate('metric_periods');--> statement-breakpoint
SELECT seedbed_isolate('metric_values');--> statement-breakpoint
SELECT seedbed_isolate('startup_categorizations');--> statement-breakpoint
SELECT seedbed_isolate('metric_report_links');
