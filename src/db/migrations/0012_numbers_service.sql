CREATE TABLE "sim_net_numbers" (
	"provider" text NOT NULL,
	"e164" text NOT NULL,
	"country_iso" text NOT NULL,
	"number_type" text NOT NULL,
	"status" text NOT NULL,
	"account" text NOT NULL,
	"hold_id" text NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"number_id" text,
	"ordered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_net_numbers_provider_e164_pk" PRIMARY KEY("provider","e164")
);
--> statement-breakpoint
CREATE TABLE "number_charges" (
	"organization_id" uuid NOT NULL,
	"phone_number_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"amount" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"wallet_entry_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "number_charges_organization_id_phone_number_id_period_start_pk" PRIMARY KEY("organization_id","phone_number_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "number_orders" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"status" text NOT NULL,
	"total_amount" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"wallet_entry_id" uuid,
	"refund_entry_id" uuid,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "number_orders_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "number_orders_status_ck" CHECK ("number_orders"."status" IN ('pending', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "phone_numbers" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"hold_id" text NOT NULL,
	"upstream_number_id" text,
	"e164" text NOT NULL,
	"country_iso" text NOT NULL,
	"number_type" text NOT NULL,
	"connection_fee" numeric(20, 6) NOT NULL,
	"monthly_fee" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"billing_period" text DEFAULT 'monthly' NOT NULL,
	"status" text NOT NULL,
	"kyc_status" text DEFAULT 'approved' NOT NULL,
	"traffic_direction" text NOT NULL,
	"voice_endpoint_id" uuid,
	"sms_endpoint_id" uuid,
	"next_billing_date" date NOT NULL,
	"unpaid_since" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_numbers_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "phone_numbers_status_ck" CHECK ("phone_numbers"."status" IN ('provisioning', 'active', 'suspended', 'released', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "routing_endpoints" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"destination_uri" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_secondary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routing_endpoints_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "routing_endpoints_type_ck" CHECK ("routing_endpoints"."type" IN ('voice', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"phone_number_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"segments" integer NOT NULL,
	"encoding" text NOT NULL,
	"status" text NOT NULL,
	"price" numeric(20, 6) DEFAULT '0' NOT NULL,
	"currency" text NOT NULL,
	"wallet_entry_id" uuid,
	"refund_entry_id" uuid,
	"upstream_id" text,
	"failure_reason" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "sms_messages_direction_ck" CHECK ("sms_messages"."direction" IN ('outbound', 'inbound'))
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"organization_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"details" jsonb,
	CONSTRAINT "webhook_attempts_organization_id_delivery_id_n_pk" PRIMARY KEY("organization_id","delivery_id","n")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"target_kind" text NOT NULL,
	"target" text NOT NULL,
	"endpoint_id" uuid,
	"payload" text NOT NULL,
	"status" text NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "webhook_deliveries_status_ck" CHECK ("webhook_deliveries"."status" IN ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"url" text,
	"secret" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"phone_number_id" uuid,
	"body" jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_submissions_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "kyc_submissions_kind_ck" CHECK ("kyc_submissions"."kind" IN ('organization', 'number')),
	CONSTRAINT "kyc_submissions_status_ck" CHECK ("kyc_submissions"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"organization_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"locked_until" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_organization_id_key_pk" PRIMARY KEY("organization_id","key")
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_balance_non_negative";--> statement-breakpoint
CREATE UNIQUE INDEX "sim_net_numbers_hold_idx" ON "sim_net_numbers" USING btree ("provider","hold_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_net_numbers_number_idx" ON "sim_net_numbers" USING btree ("provider","number_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_numbers_live_e164_uq" ON "phone_numbers" USING btree ("e164") WHERE "phone_numbers"."status" IN ('provisioning', 'active', 'suspended');--> statement-breakpoint
CREATE INDEX "phone_numbers_org_list_idx" ON "phone_numbers" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "phone_numbers"."status" IN ('provisioning', 'active', 'suspended');--> statement-breakpoint
CREATE INDEX "phone_numbers_order_idx" ON "phone_numbers" USING btree ("organization_id","order_id");--> statement-breakpoint
CREATE INDEX "phone_numbers_due_idx" ON "phone_numbers" USING btree ("next_billing_date") WHERE "phone_numbers"."status" IN ('active', 'suspended');--> statement-breakpoint
CREATE UNIQUE INDEX "routing_endpoints_default_uq" ON "routing_endpoints" USING btree ("organization_id","type") WHERE "routing_endpoints"."is_default";--> statement-breakpoint
CREATE INDEX "routing_endpoints_org_type_idx" ON "routing_endpoints" USING btree ("organization_id","type","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_org_dir_created_idx" ON "sms_messages" USING btree ("organization_id","direction","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sms_messages_org_number_created_idx" ON "sms_messages" USING btree ("organization_id","phone_number_id","direction","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_org_created_idx" ON "webhook_deliveries" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_org_status_created_idx" ON "webhook_deliveries" USING btree ("organization_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "kyc_submissions_status_created_idx" ON "kyc_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_org_kind_idx" ON "kyc_submissions" USING btree ("organization_id","kind","phone_number_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");