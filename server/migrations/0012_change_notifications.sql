-- Every server keeps in memory the rows each request reads first: the tenant behind a host, and the
-- person, role and sign-in behind a token. A change to any of them tells every server, through
-- one notification per table and tenant (identical ones are merged within a transaction), to
-- forget what it kept of that tenant; the transaction itself is marked, so that the server that
-- commits it forgets at once, before it answers.
CREATE OR REPLACE FUNCTION seedbed_notify_tenant_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('seedbed.kept_rows_changed', 'yes', true);
  PERFORM pg_notify('seedbed_changes', TG_TABLE_NAME || ':' || OLD.incubator_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seedbed_notify_incubator_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('seedbed.kept_rows_changed', 'yes', true);
  PERFORM pg_notify('seedbed_changes', 'incubators:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER incubators_changed AFTER UPDATE OR DELETE ON incubators FOR EACH ROW EXECUTE FUNCTION seedbed_notify_incubator_change();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION seedbed_notify_tenant_change();
--> statement-breakpoint
CREATE TRIGGER roles_changed AFTER UPDATE OR DELETE ON roles FOR EACH ROW EXECUTE FUNCTION seedbed_notify_tenant_change();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_changed AFTER UPDATE OR DELETE ON auth_tokens FOR EACH ROW EXECUTE FUNCTION seedbed_notify_tenant_change();
