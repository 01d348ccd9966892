CREATE TABLE "task_items" (
	"organization_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"id" uuid NOT NULL,
	"reference_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payload" jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_items_organization_id_task_id_seq_pk" PRIMARY KEY("organization_id","task_id","seq"),
	CONSTRAINT "task_items_status_ck" CHECK ("task_items"."status" IN ('pending', 'running', 'success', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_items" integer NOT NULL,
	"completed_items" integer DEFAULT 0 NOT NULL,
	"failed_items" integer DEFAULT 0 NOT NULL,
	"job_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "tasks_status_ck" CHECK ("tasks"."status" IN ('pending', 'running', 'completed', 'failed')),
	CONSTRAINT "tasks_type_ck" CHECK ("tasks"."type" IN ('sim_provisioning', 'link_delink_sim', 'link_delete', 'link_suspend', 'link_resume', 'link_add_activation', 'link_delete_activation')),
	CONSTRAINT "tasks_counts_ck" CHECK ("tasks"."completed_items" >= 0 AND "tasks"."failed_items" >= 0 AND "tasks"."completed_items" + "tasks"."failed_items" <= "tasks"."total_items")
);
--> statement-breakpoint
ALTER TABLE "task_items" ADD CONSTRAINT "task_items_task_fk" FOREIGN KEY ("organization_id","task_id") REFERENCES "public"."tasks"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_items_org_task_status_idx" ON "task_items" USING btree ("organization_id","task_id","status","seq");--> statement-breakpoint
CREATE INDEX "tasks_org_updated_idx" ON "tasks" USING btree ("organization_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tasks_org_created_idx" ON "tasks" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tasks_org_status_idx" ON "tasks" USING btree ("organization_id","status","updated_at" DESC NULLS FIRST);