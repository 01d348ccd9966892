ALTER TABLE "activations" ADD COLUMN "plan_name" text;--> statement-breakpoint
ALTER TABLE "activations" ADD COLUMN "plan_data_mb" integer;--> statement-breakpoint
ALTER TABLE "activations" ADD COLUMN "plan_validity_days" integer;--> statement-breakpoint
-- Earlier activations take their plan's terms as the plan stands (a connectivity plan or a /v1 one).
UPDATE "activations" a SET "plan_name" = p."name", "plan_data_mb" = p."included_data_mb", "plan_validity_days" = p."validity_days"
FROM "plans" p WHERE p."organization_id" = a."organization_id" AND p."id" = a."plan_id";--> statement-breakpoint
UPDATE "activations" a SET "plan_name" = p."name", "plan_data_mb" = p."data_mb", "plan_validity_days" = p."validity_days"
FROM "reseller_plans" p WHERE p."id" = a."reseller_plan_id";--> statement-breakpoint
ALTER TABLE "activations" ALTER COLUMN "plan_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activations" ALTER COLUMN "plan_data_mb" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activations" ALTER COLUMN "plan_validity_days" SET NOT NULL;
