CREATE TABLE "batch_operation_items" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"subject_id" uuid,
	"error" jsonb,
	"finished_at" timestamp with time zone,
	CONSTRAINT "batch_operation_items_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "batch_operations" (
	"incubator_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	CONSTRAINT "batch_operations_incubator_id_id_pk" PRIMARY KEY("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "batch_operation_items" ADD CONSTRAINT "batch_operation_items_incubator_id_operation_id_batch_operations_incubator_id_id_fk" FOREIGN KEY ("incubator_id","operation_id") REFERENCES "public"."batch_operations"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_operations" ADD CONSTRAINT "batch_operations_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_operations" ADD CONSTRAINT "batch_operations_incubator_id_created_by_users_incubator_id_id_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_operation_items_order_idx" ON "batch_operation_items" USING btree ("incubator_id","operation_id","position");--> statement-breakpoint
CREATE INDEX "batch_operations_status_idx" ON "batch_operations" USING btree ("incubator_id","status");--> statement-breakpoint
SELECT seedbed_isolate('batch_operations');--> statement-breakpoint
SELECT seedbed_isolate('batch_operation_items');
