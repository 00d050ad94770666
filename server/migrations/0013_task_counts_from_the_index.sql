DROP INDEX "task_assignees_user_done_due_idx";--> statement-breakpoint
DROP INDEX "task_assignees_user_due_idx";--> statement-breakpoint
CREATE INDEX "task_assignees_user_done_due_idx" ON "task_assignees" USING btree ("incubator_id","user_id","done","due_date","task_id","approval_status");--> statement-breakpoint
CREATE INDEX "task_assignees_user_due_idx" ON "task_assignees" USING btree ("incubator_id","user_id","due_date","task_id","approval_status");