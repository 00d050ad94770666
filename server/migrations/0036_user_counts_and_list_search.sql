CREATE TABLE "user_status_counts" (
	"incubator_id" uuid NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_status_counts_incubator_id_status_pk" PRIMARY KEY("incubator_id","status")
);
--> statement-breakpoint
ALTER TABLE "user_status_counts" ADD CONSTRAINT "user_status_counts_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_list_search_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
-- A bulk insert or removal changes each tenant's counts once per statement (transition tables); a
-- change of status moves one person between two counts, taken in the order of their names so
-- that two changes at once cannot wait on each other. They run as the caller, under row-level security.
CREATE FUNCTION seedbed_count_inserted_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_status_counts AS c (incubator_id, status, total)
  SELECT incubator_id, status, count(*) FROM inserted GROUP BY incubator_id, status ORDER BY incubator_id, status
  ON CONFLICT (incubator_id, status) DO UPDATE SET total = c.total + EXCLUDED.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_counted_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION seedbed_count_inserted_users();
--> statement-breakpoint
CREATE FUNCTION seedbed_count_deleted_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_status_counts c SET total = c.total - d.total
  FROM (SELECT incubator_id, status, count(*) AS total FROM deleted GROUP BY incubator_id, status) d
  WHERE c.incubator_id = d.incubator_id AND c.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_counted_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION seedbed_count_deleted_users();
--> statement-breakpoint
CREATE FUNCTION seedbed_count_user_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_status_counts AS c (incubator_id, status, total)
  SELECT NEW.incubator_id, change.status, change.delta FROM (VALUES (OLD.status, -1), (NEW.status, 1)) AS change(status, delta) ORDER BY change.status
  ON CONFLICT (incubator_id, status) DO UPDATE SET total = c.total + EXCLUDED.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_counted_status AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION seedbed_count_user_status_change();
--> statement-breakpoint
-- Counts for the people who already exist, tenant by tenant so that row-level security lets even
-- a database owner without BYPASSRLS read them.
DO $$
DECLARE tenant uuid;
BEGIN
  FOR tenant IN SELECT id FROM incubators LOOP
    PERFORM set_config('app.incubator_id', tenant::text, true);
    INSERT INTO user_status_counts (incubator_id, status, total)
    SELECT incubator_id, status, count(*) FROM users WHERE incubator_id = tenant GROUP BY incubator_id, status;
  END LOOP;
  PERFORM set_config('app.incubator_id', '', true);
END $$;
--> statement-breakpoint
SELECT seedbed_isolate('user_status_counts');
