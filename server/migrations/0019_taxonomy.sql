-- Tags take the spec's categories (contracts/src/taxonomy.ts). Categories written as page slugs
-- ('startup', 'skills', ...) or in another case become the category; anything else is 'Other'.
-- Names become unique per category regardless of case: a duplicate passes its links to the
-- oldest tag of its name, then goes. Role grants of the former evaluation key
-- 'EVALUATION_PARAMETER_EDITOR:EDIT/DELETE' become the two keys it was split into, with the same
-- scope. Forced row-level security would hide every tenant's rows from an owner that is not a
-- superuser, so it is lifted for these statements, inside the migration's transaction.
ALTER TABLE "tags" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "startup_tags" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_tags" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "tags" SET "category" = COALESCE(
    (SELECT m.category FROM (VALUES
        ('user', 'User'), ('event', 'IncubatorEvent'), ('incubatorevent', 'IncubatorEvent'), ('forms', 'Form'), ('form', 'Form'),
        ('mentortag', 'MentorExpert'), ('mentorexpert', 'MentorExpert'), ('startup', 'Startup'), ('community', 'CommunityMember'),
        ('communitymember', 'CommunityMember'), ('application', 'Application'), ('applicant', 'Applicant'), ('other', 'Other'),
        ('skills', 'UserSkills'), ('userskills', 'UserSkills'), ('topic', 'EvaluationCriteria'), ('evaluationcriteria', 'EvaluationCriteria')
      ) AS m(key, category) WHERE m.key = lower("tags"."category")),
    'Other')
  WHERE "category" NOT IN ('Applicant', 'Application', 'CommunityMember', 'Form', 'IncubatorEvent', 'MentorExpert', 'Other', 'Startup', 'User', 'UserSkills', 'EvaluationCriteria');--> statement-breakpoint
INSERT INTO "startup_tags" ("incubator_id", "startup_id", "tag_id")
  SELECT l."incubator_id", l."startup_id", r.keep
  FROM "startup_tags" l
  JOIN (SELECT "incubator_id", "id", first_value("id") OVER (PARTITION BY "incubator_id", "category", lower("name") ORDER BY "created_at", "id") AS keep FROM "tags") r
    ON r."incubator_id" = l."incubator_id" AND r."id" = l."tag_id"
  WHERE r."id" <> r.keep
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "user_tags" ("incubator_id", "user_id", "tag_id")
  SELECT l."incubator_id", l."user_id", r.keep
  FROM "user_tags" l
  JOIN (SELECT "incubator_id", "id", first_value("id") OVER (PARTITION BY "incubator_id", "category", lower("name") ORDER BY "created_at", "id") AS keep FROM "tags") r
    ON r."incubator_id" = l."incubator_id" AND r."id" = l."tag_id"
  WHERE r."id" <> r.keep
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "tags" t
  USING (SELECT "incubator_id", "id", first_value("id") OVER (PARTITION BY "incubator_id", "category", lower("name") ORDER BY "created_at", "id") AS keep FROM "tags") r
  WHERE r."incubator_id" = t."incubator_id" AND r."id" = t."id" AND r."id" <> r.keep;--> statement-breakpoint
UPDATE "roles" SET "permissions" = (
    SELECT jsonb_agg(x.g ORDER BY x.pos)
    FROM (
      SELECT e.g, e.ord * 2 AS pos
        FROM jsonb_array_elements("roles"."permissions") WITH ORDINALITY AS e(g, ord)
        WHERE e.g->>'key' <> 'EVALUATION_PARAMETER_EDITOR:EDIT/DELETE'
      UNION ALL
      SELECT jsonb_set(e.g, '{key}', to_jsonb(k.key)), e.ord * 2 + k.n
        FROM jsonb_array_elements("roles"."permissions") WITH ORDINALITY AS e(g, ord)
        CROSS JOIN (VALUES ('EVALUATION_PARAMETER_EDITOR:EDIT', 0), ('EVALUATION_PARAMETER_EDITOR:DELETE', 1)) AS k(key, n)
        WHERE e.g->>'key' = 'EVALUATION_PARAMETER_EDITOR:EDIT/DELETE'
          AND NOT "roles"."permissions" @> jsonb_build_array(jsonb_build_object('key', k.key))
    ) x
  )
  WHERE "permissions" @> '[{"key": "EVALUATION_PARAMETER_EDITOR:EDIT/DELETE"}]'::jsonb;--> statement-breakpoint
ALTER TABLE "tags" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "startup_tags" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_tags" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX IF EXISTS "tags_category_idx";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "tags_category_name_unique" ON "tags" USING btree ("incubator_id","category",lower("name"));
