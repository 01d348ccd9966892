CREATE TABLE "reseller_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid,
	"name" text NOT NULL,
	"provider_plan_id" text NOT NULL,
	"data_mb" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"sponsor_profile" text NOT NULL,
	"coverage_type" text NOT NULL,
	"countries" text[] NOT NULL,
	"retail_price" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"enabled" boolean NOT NULL,
	"excluded_organizations" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_plans_coverage_type_ck" CHECK ("reseller_plans"."coverage_type" IN ('local', 'regional', 'global')),
	CONSTRAINT "reseller_plans_data_ck" CHECK ("reseller_plans"."data_mb" BETWEEN 1 AND 10000000),
	CONSTRAINT "reseller_plans_validity_ck" CHECK ("reseller_plans"."validity_days" BETWEEN 1 AND 3650),
	CONSTRAINT "reseller_plans_price_ck" CHECK ("reseller_plans"."retail_price" > 0),
	CONSTRAINT "reseller_plans_countries_ck" CHECK (cardinality("reseller_plans"."countries") >= 1),
	CONSTRAINT "reseller_plans_exclusions_ck" CHECK ("reseller_plans"."organization_id" IS NULL OR cardinality("reseller_plans"."excluded_organizations") = 0)
);
--> statement-breakpoint
CREATE TABLE "sponsor_profiles" (
	"name" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"base_plan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_profiles_provider_ck" CHECK ("sponsor_profiles"."provider" IN ('alpha', 'beta'))
);
--> statement-breakpoint
ALTER TABLE "reseller_plans" ADD CONSTRAINT "reseller_plans_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reseller_plans_org_name_idx" ON "reseller_plans" USING btree ("organization_id","name","id");--> statement-breakpoint
CREATE INDEX "reseller_plans_org_provider_plan_idx" ON "reseller_plans" USING btree ("organization_id","provider_plan_id");--> statement-breakpoint
CREATE INDEX "reseller_plans_global_name_idx" ON "reseller_plans" USING btree ("name","id") WHERE "reseller_plans"."organization_id" IS NULL;--> statement-breakpoint
CREATE INDEX "reseller_plans_countries_gin_idx" ON "reseller_plans" USING gin ("countries");