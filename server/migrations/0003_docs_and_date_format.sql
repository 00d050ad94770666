CREATE TABLE "docs" (
	"language" text NOT NULL,
	"user_type" text NOT NULL,
	"category" text NOT NULL,
	"slug" text NOT NULL,
	"category_name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docs_language_user_type_category_slug_pk" PRIMARY KEY("language","user_type","category","slug")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_format" text;--> statement-breakpoint
CREATE INDEX "docs_user_type_idx" ON "docs" USING btree ("language","user_type");--> statement-breakpoint
-- Full-text search over the documentation: titles weigh most, then descriptions, then bodies.
ALTER TABLE "docs" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', coalesce("title", '')), 'A') ||
  setweight(to_tsvector('simple', coalesce("description", '')), 'B') ||
  setweight(to_tsvector('simple', coalesce("body", '')), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "docs_search_idx" ON "docs" USING gin ("search");
