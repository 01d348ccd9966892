-- link_counts gets shards: each database connection adds to its own row per
-- organisation and status (its backend pid modulo 8), so status changes committed
-- concurrently by several connections (bulk tasks across workers) no longer wait for
-- one another on a single counter row. Readers sum the shards. Existing counts stay in
-- shard 0.
ALTER TABLE "link_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "link_counts" DROP CONSTRAINT "link_counts_organization_id_status_pk";--> statement-breakpoint
ALTER TABLE "link_counts" ADD CONSTRAINT "link_counts_organization_id_status_shard_pk" PRIMARY KEY("organization_id","status","shard");--> statement-breakpoint
CREATE OR REPLACE FUNCTION link_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO link_counts (organization_id, status, shard, count)
  SELECT organization_id, status, pg_backend_pid() % 8, count(*) FROM inserted_links GROUP BY organization_id, status ORDER BY organization_id, status
  ON CONFLICT (organization_id, status, shard) DO UPDATE SET count = link_counts.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION link_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO link_counts (organization_id, status, shard, count)
  SELECT organization_id, status, pg_backend_pid() % 8, -count(*) FROM deleted_links GROUP BY organization_id, status ORDER BY organization_id, status
  ON CONFLICT (organization_id, status, shard) DO UPDATE SET count = link_counts.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION link_counts_after_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO link_counts (organization_id, status, shard, count)
  SELECT NEW.organization_id, s.status, pg_backend_pid() % 8, s.delta FROM (VALUES (OLD.status, -1), (NEW.status, 1)) AS s(status, delta) ORDER BY s.status
  ON CONFLICT (organization_id, status, shard) DO UPDATE SET count = link_counts.count + excluded.count;
  RETURN NULL;
END
$$;
