-- Failed token attempts are counted per client id and source address; the counts are transient, so they start anew.
DELETE FROM "auth_failures";--> statement-breakpoint
ALTER TABLE "auth_failures" DROP CONSTRAINT "auth_failures_pkey";--> statement-breakpoint
ALTER TABLE "auth_failures" ADD COLUMN "source" text NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_failures" ADD CONSTRAINT "auth_failures_client_id_source_pk" PRIMARY KEY("client_id","source");
