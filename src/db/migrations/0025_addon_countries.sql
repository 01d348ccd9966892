ALTER TABLE "sim_net_addons" ADD COLUMN "countries" text[];--> statement-breakpoint
-- The add-ons of earlier /v1 purchases and top-ups cover their plan's countries, as new ones do.
UPDATE "sim_net_addons" a SET "countries" = p."countries"
FROM "activations" act JOIN "reseller_plans" p ON p."id" = act."reseller_plan_id"
WHERE act."upstream_addon_id" = a."id";
