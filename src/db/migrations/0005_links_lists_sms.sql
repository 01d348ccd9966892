CREATE TABLE "link_counts" (
	"organization_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "link_counts_organization_id_status_pk" PRIMARY KEY("organization_id","status")
);
--> statement-breakpoint
CREATE TABLE "link_sms" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"message" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"upstream_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_sms_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "link_sms_status_ck" CHECK ("link_sms"."status" IN ('sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "link_sms" ADD CONSTRAINT "link_sms_link_fk" FOREIGN KEY ("organization_id","link_id") REFERENCES "public"."links"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_sms_org_link_created_idx" ON "link_sms" USING btree ("organization_id","link_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "links_org_live_updated_idx" ON "links" USING btree ("organization_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "links"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "links_org_live_status_updated_idx" ON "links" USING btree ("organization_id","status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "links"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "links_org_live_created_idx" ON "links" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "links"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "links_org_live_name_idx" ON "links" USING btree ("organization_id","name","id") WHERE "links"."status" <> 'removed';