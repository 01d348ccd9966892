CREATE INDEX "sims_iccid_trgm_idx" ON "sims" USING gin ("iccid" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "links_live_name_trgm_idx" ON "links" USING gin ("name" gin_trgm_ops) WHERE "links"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "links_live_id_trgm_idx" ON "links" USING gin (("id"::text) gin_trgm_ops) WHERE "links"."status" <> 'removed';