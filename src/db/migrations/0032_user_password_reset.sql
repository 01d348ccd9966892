ALTER TABLE "users" ADD COLUMN "reset_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reset_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_reset_idx" ON "users" USING btree ("reset_hash");