-- The directory searches names and headlines by trigram (pg_trgm ships with PostgreSQL).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "community_mentions" (
	"incubator_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "community_mentions_incubator_id_post_id_user_id_pk" PRIMARY KEY("incubator_id","post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text DEFAULT 'POST' NOT NULL,
	"author_id" uuid,
	"root_id" uuid,
	"parent_id" uuid,
	"content" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'EVERYONE' NOT NULL,
	"program_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"role_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"pinned_at" timestamp with time zone,
	"link_preview" jsonb,
	"reaction_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"subject_id" uuid,
	"data" jsonb,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_posts_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "community_reactions" (
	"incubator_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reactions_incubator_id_post_id_user_id_reaction_pk" PRIMARY KEY("incubator_id","post_id","user_id","reaction")
);
--> statement-breakpoint
CREATE TABLE "rss_feed_items" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"feed_id" uuid NOT NULL,
	"guid" text NOT NULL,
	"post_id" uuid,
	"title" text DEFAULT '' NOT NULL,
	"link" text,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rss_feed_items_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "rss_feeds" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"url" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"site_url" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rss_feeds_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "chat_limits" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text DEFAULT 'EVERYONE' NOT NULL,
	"role_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_limits_incubator_id_user_id_pk" PRIMARY KEY("incubator_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"incubator_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"left_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_members_incubator_id_conversation_id_user_id_pk" PRIMARY KEY("incubator_id","conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text DEFAULT 'DIRECT' NOT NULL,
	"title" text,
	"direct_key" text,
	"created_by" uuid,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text DEFAULT '' NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"cover" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"author_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "resource_sections" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"role_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"program_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_sections_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text,
	"attachment_id" uuid,
	"article_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"role_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"program_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "community_mentions" ADD CONSTRAINT "community_mentions_incubator_id_post_id_community_posts_incubator_id_id_fk" FOREIGN KEY ("incubator_id","post_id") REFERENCES "public"."community_posts"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_mentions" ADD CONSTRAINT "community_mentions_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_incubator_id_author_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","author_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_incubator_id_root_id_community_posts_incubator_id_id_fk" FOREIGN KEY ("incubator_id","root_id") REFERENCES "public"."community_posts"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_incubator_id_parent_id_community_posts_incubator_id_id_fk" FOREIGN KEY ("incubator_id","parent_id") REFERENCES "public"."community_posts"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reactions" ADD CONSTRAINT "community_reactions_incubator_id_post_id_community_posts_incubator_id_id_fk" FOREIGN KEY ("incubator_id","post_id") REFERENCES "public"."community_posts"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reactions" ADD CONSTRAINT "community_reactions_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rss_feed_items" ADD CONSTRAINT "rss_feed_items_incubator_id_feed_id_rss_feeds_incubator_id_id_fk" FOREIGN KEY ("incubator_id","feed_id") REFERENCES "public"."rss_feeds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_limits" ADD CONSTRAINT "chat_limits_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_incubator_id_conversation_id_conversations_incubator_id_id_fk" FOREIGN KEY ("incubator_id","conversation_id") REFERENCES "public"."conversations"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_incubator_id_user_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_incubator_id_conversation_id_conversations_incubator_id_id_fk" FOREIGN KEY ("incubator_id","conversation_id") REFERENCES "public"."conversations"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_incubator_id_author_id_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","author_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_incubator_id_section_id_resource_sections_incubator_id_id_fk" FOREIGN KEY ("incubator_id","section_id") REFERENCES "public"."resource_sections"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_incubator_id_article_id_articles_incubator_id_id_fk" FOREIGN KEY ("incubator_id","article_id") REFERENCES "public"."articles"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_posts_feed_idx" ON "community_posts" USING btree ("incubator_id","created_at","id") WHERE "community_posts"."root_id" IS NULL;--> statement-breakpoint
CREATE INDEX "community_posts_pinned_idx" ON "community_posts" USING btree ("incubator_id","pinned_at","id") WHERE "community_posts"."root_id" IS NULL AND "community_posts"."is_pinned";--> statement-breakpoint
CREATE INDEX "community_posts_thread_idx" ON "community_posts" USING btree ("incubator_id","root_id","created_at","id");--> statement-breakpoint
CREATE INDEX "community_posts_author_idx" ON "community_posts" USING btree ("incubator_id","author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "community_posts_subject_idx" ON "community_posts" USING btree ("incubator_id","kind","subject_id");--> statement-breakpoint
CREATE INDEX "community_posts_replies_created_idx" ON "community_posts" USING btree ("incubator_id","created_at") WHERE "community_posts"."root_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "community_posts_search_idx" ON "community_posts" USING gin (to_tsvector('simple', regexp_replace("content", '<[^>]*>', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "community_reactions_created_idx" ON "community_reactions" USING btree ("incubator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rss_feed_items_guid_idx" ON "rss_feed_items" USING btree ("incubator_id","feed_id","guid");--> statement-breakpoint
CREATE UNIQUE INDEX "rss_feeds_url_idx" ON "rss_feeds" USING btree ("incubator_id","url");--> statement-breakpoint
CREATE INDEX "conversation_members_inbox_idx" ON "conversation_members" USING btree ("incubator_id","user_id","last_message_at","conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_direct_idx" ON "conversations" USING btree ("incubator_id","direct_key") WHERE "conversations"."direct_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_history_idx" ON "messages" USING btree ("incubator_id","conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin (to_tsvector('simple', "body"));--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("incubator_id","created_at");--> statement-breakpoint
CREATE INDEX "articles_status_idx" ON "articles" USING btree ("incubator_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "articles_updated_idx" ON "articles" USING btree ("incubator_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin (to_tsvector('simple', "title" || ' ' || "summary" || ' ' || "content"));--> statement-breakpoint
CREATE INDEX "resource_sections_position_idx" ON "resource_sections" USING btree ("incubator_id","position","id");--> statement-breakpoint
CREATE INDEX "resources_section_idx" ON "resources" USING btree ("incubator_id","section_id","position","id");--> statement-breakpoint
CREATE INDEX "resources_article_idx" ON "resources" USING btree ("incubator_id","article_id");--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin (to_tsvector('simple', "title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (to_tsvector('simple', "first_name" || ' ' || "last_name" || ' ' || coalesce("headline", '')));--> statement-breakpoint
CREATE INDEX "users_directory_search_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || coalesce("headline", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "programs_search_idx" ON "programs" USING gin (to_tsvector('simple', "name" || ' ' || coalesce("cohort", '') || ' ' || coalesce("description", '')));--> statement-breakpoint
CREATE INDEX "startups_search_idx" ON "startups" USING gin (to_tsvector('simple', "name" || ' ' || coalesce("description", '')));--> statement-breakpoint
CREATE INDEX "startups_name_trgm_idx" ON "startups" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "timeline_author_idx" ON "timeline_events" USING btree ("incubator_id","created_by","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "incubator_events_search_idx" ON "incubator_events" USING gin (to_tsvector('simple', "title" || ' ' || "description"));
--> statement-breakpoint
SELECT seedbed_isolate('community_posts');
--> statement-breakpoint
SELECT seedbed_isolate('community_reactions');
--> statement-breakpoint
SELECT seedbed_isolate('community_mentions');
--> statement-breakpoint
SELECT seedbed_isolate('rss_feeds');
--> statement-breakpoint
SELECT seedbed_isolate('rss_feed_items');
--> statement-breakpoint
SELECT seedbed_isolate('conversations');
--> statement-breakpoint
SELECT seedbed_isolate('conversation_members');
--> statement-breakpoint
SELECT seedbed_isolate('messages');
--> statement-breakpoint
SELECT seedbed_isolate('chat_limits');
--> statement-breakpoint
SELECT seedbed_isolate('articles');
--> statement-breakpoint
SELECT seedbed_isolate('resource_sections');
--> statement-breakpoint
SELECT seedbed_isolate('resources');
--> statement-breakpoint
ALTER TABLE "community_reactions" ADD CONSTRAINT "community_reactions_kind" CHECK ("reaction" IN ('CHECK', 'FIRE', 'HEART', 'HOORAY', 'LIKE', 'ROCKET'));
--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_unread" CHECK ("unread_count" >= 0);
--> statement-breakpoint
-- Row-level security lets PostgreSQL use an index only for leakproof functions: the full-text and
-- trigram searches of the directory, the record search and messages would read every row of the
-- organisation otherwise. These functions reveal nothing of the rows they are given beyond their
-- result. Marking them takes a superuser; without one the searches still answer, only slower.
DO $$
BEGIN
  ALTER FUNCTION ts_match_vq(tsvector, tsquery) LEAKPROOF;
  ALTER FUNCTION to_tsvector(regconfig, text) LEAKPROOF;
  ALTER FUNCTION textcat(text, text) LEAKPROOF;
  ALTER FUNCTION lower(text) LEAKPROOF;
  ALTER FUNCTION regexp_replace(text, text, text, text) LEAKPROOF;
  ALTER FUNCTION textlike(text, text) LEAKPROOF;
  ALTER FUNCTION texticlike(text, text) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'search functions not marked leakproof: searches will not use their indexes';
END $$;
