CREATE TABLE "reseller_fee_runs" (
	"organization_id" uuid NOT NULL,
	"month" text NOT NULL,
	"transaction_id" uuid,
	"charged_count" integer DEFAULT 0 NOT NULL,
	"suspended_count" integer DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_fee_runs_organization_id_month_pk" PRIMARY KEY("organization_id","month"),
	CONSTRAINT "reseller_fee_runs_month_ck" CHECK ("reseller_fee_runs"."month" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "reseller_purchases" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"status" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"plan_name" text NOT NULL,
	"name" text,
	"provider" text NOT NULL,
	"sponsor_profile" text NOT NULL,
	"iccid" text NOT NULL,
	"amount" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"wallet_entry_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_purchases_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "reseller_purchases_status_ck" CHECK ("reseller_purchases"."status" IN ('pending', 'completed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "reseller_topups" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"status" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"plan_name" text NOT NULL,
	"data_mb" integer NOT NULL,
	"amount" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"wallet_entry_id" uuid NOT NULL,
	"upstream_addon_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_topups_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "reseller_topups_status_ck" CHECK ("reseller_topups"."status" IN ('pending', 'completed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "reseller_transactions" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"link_id" uuid,
	"type" text NOT NULL,
	"amount" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"plan_name" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"charged_link_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"wallet_entry_id" uuid NOT NULL,
	"charged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_transactions_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "reseller_transactions_type_ck" CHECK ("reseller_transactions"."type" IN ('activation', 'topup', 'refund', 'monthly_link_fee')),
	CONSTRAINT "reseller_transactions_amount_ck" CHECK ("reseller_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reseller_unpaid_fees" (
	"organization_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"month" text NOT NULL,
	"amount" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_unpaid_fees_organization_id_link_id_month_pk" PRIMARY KEY("organization_id","link_id","month")
);
--> statement-breakpoint
ALTER TABLE "activations" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "sponsor_profile" text;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "lpa_profile" text;--> statement-breakpoint
ALTER TABLE "activations" ADD COLUMN "reseller_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "reseller_topups" ADD CONSTRAINT "reseller_topups_link_fk" FOREIGN KEY ("organization_id","link_id") REFERENCES "public"."links"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_unpaid_fees" ADD CONSTRAINT "reseller_unpaid_fees_link_fk" FOREIGN KEY ("organization_id","link_id") REFERENCES "public"."links"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reseller_topups_org_link_pending_idx" ON "reseller_topups" USING btree ("organization_id","link_id") WHERE "reseller_topups"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reseller_transactions_org_link_idx" ON "reseller_transactions" USING btree ("organization_id","link_id","charged_at");--> statement-breakpoint
CREATE INDEX "reseller_transactions_fee_links_gin_idx" ON "reseller_transactions" USING gin ("charged_link_ids");--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_reseller_plan_fk" FOREIGN KEY ("reseller_plan_id") REFERENCES "public"."reseller_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "links_org_reseller_created_idx" ON "links" USING btree ("organization_id","created_at","id") WHERE "links"."sponsor_profile" IS NOT NULL AND "links"."status" <> 'removed';--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_one_plan_ck" CHECK (("activations"."plan_id" IS NULL) <> ("activations"."reseller_plan_id" IS NULL));