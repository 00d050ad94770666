CREATE TABLE "notification_counts" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_counts_incubator_id_user_id_pk" PRIMARY KEY("incubator_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk insert or a "mark all read" changes
-- each person's counts once, not once per row. They run as the caller, under row-level security.
CREATE FUNCTION seedbed_count_inserted_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_counts AS c (incubator_id, user_id, total, unread)
  SELECT incubator_id, user_id, count(*), count(*) FILTER (WHERE NOT is_read) FROM inserted GROUP BY incubator_id, user_id
  ON CONFLICT (incubator_id, user_id) DO UPDATE SET total = c.total + EXCLUDED.total, unread = c.unread + EXCLUDED.unread;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notification_recipients_counted_insert AFTER INSERT ON notification_recipients
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION seedbed_count_inserted_notifications();
--> statement-breakpoint
CREATE FUNCTION seedbed_count_deleted_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notification_counts c SET total = c.total - d.total, unread = c.unread - d.unread
  FROM (SELECT incubator_id, user_id, count(*) AS total, count(*) FILTER (WHERE NOT is_read) AS unread FROM deleted GROUP BY incubator_id, user_id) d
  WHERE c.incubator_id = d.incubator_id AND c.user_id = d.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notification_recipients_counted_delete AFTER DELETE ON notification_recipients
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION seedbed_count_deleted_notifications();
--> statement-breakpoint
CREATE FUNCTION seedbed_count_read_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notification_counts c SET unread = c.unread + d.delta
  FROM (
    SELECT n.incubator_id, n.user_id, sum(CASE WHEN o.is_read = n.is_read THEN 0 WHEN n.is_read THEN -1 ELSE 1 END) AS delta
    FROM after_rows n JOIN before_rows o ON o.incubator_id = n.incubator_id AND o.id = n.id
    GROUP BY n.incubator_id, n.user_id
  ) d
  WHERE c.incubator_id = d.incubator_id AND c.user_id = d.user_id AND d.delta <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notification_recipients_counted_update AFTER UPDATE ON notification_recipients
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION seedbed_count_read_notifications();
--> statement-breakpoint
-- Counts for the notifications that already exist, tenant by tenant so that row-level security
-- lets even a database owner without BYPASSRLS read them.
DO $$
DECLARE tenant uuid;
BEGIN
  FOR tenant IN SELECT id FROM incubators LOOP
    PERFORM set_config('app.incubator_id', tenant::text, true);
    INSERT INTO notification_counts (incubator_id, user_id, total, unread)
    SELECT incubator_id, user_id, count(*), count(*) FILTER (WHERE NOT is_read)
    FROM notification_recipients WHERE incubator_id = tenant GROUP BY incubator_id, user_id;
  END LOOP;
  PERFORM set_config('app.incubator_id', '', true);
END $$;
--> statement-breakpoint
SELECT seedbed_isolate('notification_counts');
