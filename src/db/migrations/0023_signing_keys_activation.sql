ALTER TABLE "signing_keys" ADD COLUMN "activates_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Keys made before rotation existed have signed since they were created.
UPDATE "signing_keys" SET "activates_at" = "created_at";
