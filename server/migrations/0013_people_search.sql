-- Both extensions are trusted: the database's owner may create them without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("incubator_id",lower("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);
