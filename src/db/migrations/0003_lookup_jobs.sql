CREATE TABLE "lookup_job_chunks" (
	"organization_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"chunk_no" integer NOT NULL,
	"results" jsonb NOT NULL,
	CONSTRAINT "lookup_job_chunks_organization_id_job_id_chunk_no_pk" PRIMARY KEY("organization_id","job_id","chunk_no")
);
--> statement-breakpoint
CREATE TABLE "lookup_jobs" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"status" text NOT NULL,
	"total_count" integer NOT NULL,
	"processed_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "lookup_jobs_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
