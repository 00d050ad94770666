-- A task given to exactly one startup's team, with its Startup field left empty, belongs to that
-- startup (modules/tasks/team-startup.ts): tasks saved before the rule get their startup now.
-- Forced row-level security would hide every tenant's rows from an owner that is not a
-- superuser, so it is lifted for this one statement, inside the migration's transaction. A team
-- that no longer exists gives no startup.
ALTER TABLE "tasks" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "startups" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "tasks" t SET "startup_id" = team.id
  FROM (
    SELECT tasks.incubator_id, tasks.id AS task_id, min(ref->>'value')::uuid AS id
    FROM "tasks", jsonb_array_elements(tasks."group") AS ref
    WHERE tasks.startup_id IS NULL AND jsonb_typeof(tasks."group") = 'array' AND ref->>'type' = 'startup'
    GROUP BY tasks.incubator_id, tasks.id
    HAVING count(DISTINCT ref->>'value') = 1
  ) team
  WHERE t.incubator_id = team.incubator_id AND t.id = team.task_id
    AND EXISTS (SELECT 1 FROM "startups" s WHERE s.incubator_id = team.incubator_id AND s.id = team.id);--> statement-breakpoint
ALTER TABLE "startups" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tasks" FORCE ROW LEVEL SECURITY;
