CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"services" text[] NOT NULL,
	"currency" text NOT NULL,
	"price_per_request" numeric(20, 6) DEFAULT '0' NOT NULL,
	"billing_configured" boolean DEFAULT false NOT NULL,
	"kyc_status" text DEFAULT 'none' NOT NULL,
	"monthly_link_fee" numeric(20, 6) DEFAULT '0' NOT NULL,
	"provider_account" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"organization_id" uuid,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"roles" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_failures" (
	"client_id" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"alg" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"balance" numeric(20, 6) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_balance_non_negative" CHECK ("wallet_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(20, 6) NOT NULL,
	"balance_after" numeric(20, 6) NOT NULL,
	"reference" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mcc" text NOT NULL,
	"mnc" text NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"country" text NOT NULL,
	"iso" text NOT NULL,
	"tadig" text,
	"compatibility_zone" text NOT NULL,
	"provider" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sims" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"iccid" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"sim_type" text NOT NULL,
	"is_attached" boolean DEFAULT false NOT NULL,
	"msisdn" text,
	"imsi" text,
	"imei" text,
	"eid" text,
	"compatibility_zones" text[] NOT NULL,
	"esim_profile_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sims_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "sim_net_addons" (
	"provider" text NOT NULL,
	"id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"allowance_mb" numeric(20, 6) NOT NULL,
	"used_mb" numeric(20, 6) DEFAULT '0' NOT NULL,
	"validity_days" integer NOT NULL,
	"activation_type" text NOT NULL,
	"throttle" text NOT NULL,
	"data_cap" jsonb,
	"status" text NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_net_addons_provider_id_pk" PRIMARY KEY("provider","id")
);
--> statement-breakpoint
CREATE TABLE "sim_net_endpoints" (
	"provider" text NOT NULL,
	"id" text NOT NULL,
	"account" text NOT NULL,
	"iccid" text,
	"status" text NOT NULL,
	"barred_network_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"imei_lock" text,
	"throttle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_net_endpoints_provider_id_pk" PRIMARY KEY("provider","id")
);
--> statement-breakpoint
CREATE TABLE "sim_net_faults" (
	"operation" text PRIMARY KEY NOT NULL,
	"status" integer NOT NULL,
	"remaining" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_net_sims" (
	"provider" text NOT NULL,
	"iccid" text NOT NULL,
	"account" text,
	"sim_type" text NOT NULL,
	"imsi" text NOT NULL,
	"msisdn" text NOT NULL,
	"eid" text,
	"activation_code" text,
	"status" text NOT NULL,
	"esim_profile_status" text,
	"imei" text,
	"endpoint_id" text,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_net_sims_provider_iccid_pk" PRIMARY KEY("provider","iccid")
);
--> statement-breakpoint
CREATE TABLE "sim_net_sms" (
	"provider" text NOT NULL,
	"id" text NOT NULL,
	"direction" text NOT NULL,
	"iccid" text,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_net_sms_provider_id_pk" PRIMARY KEY("provider","id")
);
--> statement-breakpoint
CREATE TABLE "sim_net_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_net_usage" (
	"provider" text NOT NULL,
	"id" text NOT NULL,
	"iccid" text NOT NULL,
	"endpoint_id" text,
	"addon_id" text,
	"service" text NOT NULL,
	"quantity" numeric(20, 6) NOT NULL,
	"amount" numeric(20, 6) NOT NULL,
	"operator_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_net_usage_provider_id_pk" PRIMARY KEY("provider","id")
);
--> statement-breakpoint
CREATE INDEX "api_clients_org_idx" ON "api_clients" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "operators_country_idx" ON "operators" USING btree ("country","name");--> statement-breakpoint
CREATE INDEX "operators_zone_idx" ON "operators" USING btree ("compatibility_zone");--> statement-breakpoint
CREATE INDEX "operators_name_idx" ON "operators" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "sims_org_iccid_uq" ON "sims" USING btree ("organization_id","iccid");--> statement-breakpoint
CREATE INDEX "sims_org_updated_idx" ON "sims" USING btree ("organization_id","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "sim_net_addons_endpoint_idx" ON "sim_net_addons" USING btree ("provider","endpoint_id");--> statement-breakpoint
CREATE INDEX "sim_net_endpoints_iccid_idx" ON "sim_net_endpoints" USING btree ("provider","iccid");--> statement-breakpoint
CREATE INDEX "sim_net_sims_account_idx" ON "sim_net_sims" USING btree ("account");--> statement-breakpoint
CREATE INDEX "sim_net_usage_iccid_idx" ON "sim_net_usage" USING btree ("provider","iccid","occurred_at");