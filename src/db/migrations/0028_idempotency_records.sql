ALTER TABLE "idempotency_keys" ADD COLUMN "record_kind" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "record_id" text;--> statement-breakpoint
CREATE INDEX "idempotency_keys_record_idx" ON "idempotency_keys" USING btree ("organization_id","record_kind","record_id");