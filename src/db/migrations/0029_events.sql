CREATE TABLE "events" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"source" text NOT NULL,
	"actor" jsonb NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"previous" jsonb,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "events_source_ck" CHECK ("events"."source" IN ('api', 'console', 'system', 'network'))
);
--> statement-breakpoint
CREATE INDEX "events_org_created_idx" ON "events" USING btree ("organization_id","created_at" DESC NULLS FIRST,"sequence" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_org_resource_created_idx" ON "events" USING btree ("organization_id","resource_id","created_at" DESC NULLS FIRST,"sequence" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_org_type_created_idx" ON "events" USING btree ("organization_id","type","created_at" DESC NULLS FIRST,"sequence" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at");