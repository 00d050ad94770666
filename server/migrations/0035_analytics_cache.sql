CREATE TABLE "analytics_cache" (
	"incubator_id" uuid NOT NULL,
	"key" text NOT NULL,
	"topic" text NOT NULL,
	"version" bigint NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_cache_incubator_id_key_pk" PRIMARY KEY("incubator_id","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_versions" (
	"incubator_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_versions_incubator_id_topic_pk" PRIMARY KEY("incubator_id","topic")
);
--> statement-breakpoint
DROP TABLE "metric_analytics_cache" CASCADE;--> statement-breakpoint
DROP TABLE "metric_data_versions" CASCADE;--> statement-breakpoint
ALTER TABLE "analytics_cache" ADD CONSTRAINT "analytics_cache_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_versions" ADD CONSTRAINT "analytics_versions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT seedbed_isolate('analytics_versions');--> statement-breakpoint
SELECT seedbed_isolate('analytics_cache');--> statement-breakpoint
DROP FUNCTION metric_data_changed() CASCADE;--> statement-breakpoint
-- Whatever writes a topic's tables, the organisations it touched get a new version of that topic,
-- once per statement; analytics kept for an older version are not read again.
CREATE FUNCTION analytics_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_versions (incubator_id, topic, version)
    SELECT DISTINCT incubator_id, TG_ARGV[0], 1 FROM changed
  ON CONFLICT (incubator_id, topic) DO UPDATE SET version = analytics_versions.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER metric_values_inserted AFTER INSERT ON metric_values REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed('metrics');--> statement-breakpoint
CREATE TRIGGER metric_values_updated AFTER UPDATE ON metric_values REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed('metrics');--> statement-breakpoint
CREATE TRIGGER metric_values_deleted AFTER DELETE ON metric_values REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed('metrics');--> statement-breakpoint
CREATE TRIGGER startup_programs_inserted AFTER INSERT ON startup_programs REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed('metrics');--> statement-breakpoint
CREATE TRIGGER startup_programs_deleted AFTER DELETE ON startup_programs REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed('metrics');--> statement-breakpoint
CREATE TRIGGER applications_inserted AFTER INSERT ON applications REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed('applications');--> statement-breakpoint
CREATE TRIGGER applications_updated AFTER UPDATE ON applications REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed('applications');--> statement-breakpoint
CREATE TRIGGER applications_deleted AFTER DELETE ON applications REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed('applications');--> statement-breakpoint
CREATE TRIGGER application_evaluations_inserted AFTER INSERT ON application_evaluations REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed('applications');--> statement-breakpoint
CREATE TRIGGER application_evaluations_updated AFTER UPDATE ON application_evaluations REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed('applications');--> statement-breakpoint
CREATE TRIGGER application_evaluations_deleted AFTER DELETE ON application_evaluations REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed('applications');--> statement-breakpoint
CREATE TRIGGER application_decisions_inserted AFTER INSERT ON application_decisions REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed('applications');--> statement-breakpoint
CREATE TRIGGER application_decisions_updated AFTER UPDATE ON application_decisions REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed('applications');--> statement-breakpoint
CREATE TRIGGER application_decisions_deleted AFTER DELETE ON application_decisions REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_data_changed('applications');
