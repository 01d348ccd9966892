CREATE TABLE "coverage_operators" (
	"organization_id" uuid NOT NULL,
	"coverage_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coverage_operators_organization_id_coverage_id_operator_id_pk" PRIMARY KEY("organization_id","coverage_id","operator_id")
);
--> statement-breakpoint
CREATE TABLE "coverages" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"compatibility_zones" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "coverages_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "coverages_provider_ck" CHECK ("coverages"."provider" IN ('alpha', 'beta'))
);
--> statement-breakpoint
CREATE TABLE "plan_notifications" (
	"organization_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"threshold" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_notifications_organization_id_plan_id_id_pk" PRIMARY KEY("organization_id","plan_id","id"),
	CONSTRAINT "plan_notifications_type_ck" CHECK ("plan_notifications"."type" IN ('data_consumption_absolute', 'data_consumption_relative', 'activation', 'expiration'))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"coverage_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"compatibility_zones" text[] NOT NULL,
	"included_data_mb" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"base_throttle" text NOT NULL,
	"activation_type" text NOT NULL,
	"description" text,
	"cap_threshold_mb" integer,
	"cap_period" text,
	"cap_period_multiplier" integer,
	"cap_action" text,
	"reactivation_trigger" text,
	"max_reactivations" integer,
	"upstream_profile_id" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "plans_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "plans_included_ck" CHECK ("plans"."included_data_mb" BETWEEN 0 AND 10000000),
	CONSTRAINT "plans_validity_ck" CHECK ("plans"."validity_days" BETWEEN 1 AND 3650),
	CONSTRAINT "plans_activation_type_ck" CHECK ("plans"."activation_type" IN ('immediate', 'on_first_data_usage')),
	CONSTRAINT "plans_reactivation_trigger_ck" CHECK ("plans"."reactivation_trigger" IS NULL OR "plans"."reactivation_trigger" IN ('expiry', 'exhaustion', 'expiry_or_exhaustion')),
	CONSTRAINT "plans_max_reactivations_ck" CHECK ("plans"."max_reactivations" IS NULL OR "plans"."max_reactivations" BETWEEN -1 AND 100000),
	CONSTRAINT "plans_data_cap_ck" CHECK (("plans"."cap_threshold_mb" IS NULL AND "plans"."cap_period" IS NULL AND "plans"."cap_period_multiplier" IS NULL AND "plans"."cap_action" IS NULL)
          OR ("plans"."cap_threshold_mb" BETWEEN 0 AND "plans"."included_data_mb" AND "plans"."cap_period" IN ('daily', 'monthly')
              AND "plans"."cap_period_multiplier" >= 1 AND "plans"."cap_action" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "links" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text,
	"status" text NOT NULL,
	"sim_id" uuid,
	"provider" text NOT NULL,
	"upstream_endpoint_id" text,
	"compatibility_zones" text[] DEFAULT '{}'::text[] NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"barred_network_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"imei_lock" text,
	"network_connected" boolean DEFAULT false NOT NULL,
	"network_rat" text,
	"network_operator_id" uuid,
	"network_country" text,
	"network_last_seen_at" timestamp with time zone,
	"network_refreshed_at" timestamp with time zone,
	"total_used_mib" numeric(20, 6) DEFAULT '0' NOT NULL,
	"activation_count" integer DEFAULT 0 NOT NULL,
	"throttle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "links_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "links_status_ck" CHECK ("links"."status" IN ('pre_active', 'active', 'suspended', 'hold', 'removed')),
	CONSTRAINT "links_activation_count_ck" CHECK ("links"."activation_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activations" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"upstream_addon_id" text,
	"allocated_mib" numeric(20, 6) DEFAULT '0' NOT NULL,
	"remaining_mib" numeric(20, 6) DEFAULT '0' NOT NULL,
	"used_mib" numeric(20, 6) DEFAULT '0' NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"reactivation_count" integer DEFAULT 0 NOT NULL,
	"notified" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activations_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "activations_status_ck" CHECK ("activations"."status" IN ('active', 'expired', 'exhausted', 'removed')),
	CONSTRAINT "activations_source_ck" CHECK ("activations"."source" IN ('manual', 'resubscription')),
	CONSTRAINT "activations_reactivation_count_ck" CHECK ("activations"."reactivation_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sim_net_plan_profiles" (
	"provider" text NOT NULL,
	"id" text NOT NULL,
	"account" text NOT NULL,
	"allowance_mb" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"activation_type" text NOT NULL,
	"throttle" text NOT NULL,
	"data_cap" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_net_plan_profiles_provider_id_pk" PRIMARY KEY("provider","id")
);
--> statement-breakpoint
ALTER TABLE "coverage_operators" ADD CONSTRAINT "coverage_operators_coverage_fk" FOREIGN KEY ("organization_id","coverage_id") REFERENCES "public"."coverages"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_operators" ADD CONSTRAINT "coverage_operators_operator_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_notifications" ADD CONSTRAINT "plan_notifications_plan_fk" FOREIGN KEY ("organization_id","plan_id") REFERENCES "public"."plans"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_coverage_fk" FOREIGN KEY ("organization_id","coverage_id") REFERENCES "public"."coverages"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_sim_fk" FOREIGN KEY ("organization_id","sim_id") REFERENCES "public"."sims"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_link_fk" FOREIGN KEY ("organization_id","link_id") REFERENCES "public"."links"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_plan_fk" FOREIGN KEY ("organization_id","plan_id") REFERENCES "public"."plans"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coverage_operators_org_operator_idx" ON "coverage_operators" USING btree ("organization_id","operator_id");--> statement-breakpoint
CREATE INDEX "coverages_org_updated_idx" ON "coverages" USING btree ("organization_id","updated_at" DESC NULLS FIRST,"id") WHERE "coverages"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "coverages_org_created_idx" ON "coverages" USING btree ("organization_id","created_at","id") WHERE "coverages"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "coverages_org_name_idx" ON "coverages" USING btree ("organization_id","name","id") WHERE "coverages"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "coverages_zones_gin_idx" ON "coverages" USING gin ("compatibility_zones");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_notifications_type_uq" ON "plan_notifications" USING btree ("organization_id","plan_id","type");--> statement-breakpoint
CREATE INDEX "plans_org_updated_idx" ON "plans" USING btree ("organization_id","updated_at" DESC NULLS FIRST,"id") WHERE "plans"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "plans_org_created_idx" ON "plans" USING btree ("organization_id","created_at","id") WHERE "plans"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "plans_org_name_idx" ON "plans" USING btree ("organization_id","name","id") WHERE "plans"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "plans_org_included_idx" ON "plans" USING btree ("organization_id","included_data_mb","id") WHERE "plans"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "plans_org_validity_idx" ON "plans" USING btree ("organization_id","validity_days","id") WHERE "plans"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "plans_org_coverage_idx" ON "plans" USING btree ("organization_id","coverage_id") WHERE "plans"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "plans_zones_gin_idx" ON "plans" USING gin ("compatibility_zones");--> statement-breakpoint
CREATE UNIQUE INDEX "links_org_sim_live_uq" ON "links" USING btree ("organization_id","sim_id") WHERE "links"."sim_id" IS NOT NULL AND "links"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "links_org_updated_idx" ON "links" USING btree ("organization_id","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "activations_org_link_created_idx" ON "activations" USING btree ("organization_id","link_id","created_at");--> statement-breakpoint
CREATE INDEX "activations_org_plan_active_idx" ON "activations" USING btree ("organization_id","plan_id") WHERE "activations"."status" = 'active';--> statement-breakpoint
CREATE INDEX "sim_net_plan_profiles_account_idx" ON "sim_net_plan_profiles" USING btree ("provider","account");