ALTER TABLE "incubators" DROP CONSTRAINT "incubators_custom_domain_unique";--> statement-breakpoint
ALTER TABLE "incubators" ADD COLUMN "custom_domain_token" text;--> statement-breakpoint
ALTER TABLE "incubators" ADD COLUMN "custom_domain_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "incubators_verified_custom_domain_unique" ON "incubators" USING btree ("custom_domain") WHERE "incubators"."custom_domain_verified_at" IS NOT NULL;--> statement-breakpoint
-- Domains claimed before verification existed route nothing until their organisation proves it holds them.
UPDATE "incubators" SET "custom_domain_token" = replace(gen_random_uuid()::text, '-', '') WHERE "custom_domain" IS NOT NULL;
