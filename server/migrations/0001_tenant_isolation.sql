-- The application role: every request runs under it, and it can neither bypass row-level
-- security nor own tables. The connecting (owner) role switches to it with SET LOCAL ROLE.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'seedbed_app') THEN
    CREATE ROLE seedbed_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
END $$;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('GRANT seedbed_app TO %I', current_user); END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO seedbed_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO seedbed_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO seedbed_app;
--> statement-breakpoint
-- Makes a tenant-owned table visible only to its tenant: RLS enabled and forced (so even the
-- owner is subject to it) with one policy on app.incubator_id, set per transaction.
-- Every migration that adds a tenant table calls it; the server refuses to start otherwise.
CREATE OR REPLACE FUNCTION seedbed_isolate(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (incubator_id = nullif(current_setting(''app.incubator_id'', true), '''')::uuid) WITH CHECK (incubator_id = nullif(current_setting(''app.incubator_id'', true), '''')::uuid)',
    tbl);
END $$;
--> statement-breakpoint
SELECT seedbed_isolate(c.oid::regclass)
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'public' AND c.relkind = 'r'
  AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'incubator_id' AND NOT a.attisdropped);
--> statement-breakpoint
-- The tenant registry: the application role reads and updates only its own tenant. Creating
-- tenants is done by the owner (the tenant command), which RLS does not restrict here.
ALTER TABLE incubators ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY incubator_self ON incubators TO seedbed_app
  USING (id = nullif(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (id = nullif(current_setting('app.incubator_id', true), '')::uuid);
