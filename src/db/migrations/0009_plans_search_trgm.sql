CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "plans_search_trgm_idx" ON "plans" USING gin ("search_text" gin_trgm_ops) WHERE "plans"."removed_at" IS NULL;
