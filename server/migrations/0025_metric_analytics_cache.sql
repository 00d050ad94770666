CREATE TABLE "metric_analytics_cache" (
	"incubator_id" uuid NOT NULL,
	"key" text NOT NULL,
	"version" bigint NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_analytics_cache_incubator_id_key_pk" PRIMARY KEY("incubator_id","key")
);
--> statement-breakpoint
CREATE TABLE "metric_data_versions" (
	"incubator_id" uuid NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "metric_data_versions_incubator_id_pk" PRIMARY KEY("incubator_id")
);
--> statement-breakpoint
ALTER TABLE "metric_analytics_cache" ADD CONSTRAINT "metric_analytics_cache_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_data_versions" ADD CONSTRAINT "metric_data_versions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT seedbed_isolate('metric_data_versions');--> statement-breakpoint
SELECT seedbed_isolate('metric_analytics_cache');--> statement-breakpoint
-- Whatever writes metric values or moves startups between programmes, the organisations it touched
-- get a new data version, once per statement; analytics kept for an older version are not read again.
CREATE FUNCTION metric_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO metric_data_versions (incubator_id, version)
    SELECT DISTINCT incubator_id, 1 FROM changed
  ON CONFLICT (incubator_id) DO UPDATE SET version = metric_data_versions.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER metric_values_inserted AFTER INSERT ON metric_values REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION metric_data_changed();--> statement-breakpoint
CREATE TRIGGER metric_values_updated AFTER UPDATE ON metric_values REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION metric_data_changed();--> statement-breakpoint
CREATE TRIGGER metric_values_deleted AFTER DELETE ON metric_values REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION metric_data_changed();--> statement-breakpoint
CREATE TRIGGER startup_programs_inserted AFTER INSERT ON startup_programs REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION metric_data_changed();--> statement-breakpoint
CREATE TRIGGER startup_programs_deleted AFTER DELETE ON startup_programs REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION metric_data_changed();
