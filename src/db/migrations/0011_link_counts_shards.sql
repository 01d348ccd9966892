-- link_counts gets shards: each database connection adds to its own row per
-- organisation and status (its backend pid modulo 16), so status changes committed
-- concurrently by several connections (bulk tasks across workers) no longer wait for
-- one another on a single counter row. Readers sum the shards. Existing counts stay in
-- shard 0.
--
-- Status changes are counted per statement, like inserts and deletes: one grouped upsert
-- for a bulk UPDATE of many links instead of one function call per row. PostgreSQL
-- allows transition tables only without a column list, so the trigger runs after every
-- UPDATE of links and counts the rows whose status changed (none for usage or network
-- refreshes).
ALTER TABLE "link_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "link_counts" DROP CONSTRAINT "link_counts_organization_id_status_pk";--> statement-breakpoint
ALTER TABLE "link_counts" ADD CONSTRAINT "link_counts_organization_id_status_shard_pk" PRIMARY KEY("organization_id","status","shard");--> statement-breakpoint
CREATE OR REPLACE FUNCTION link_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO link_counts (organization_id, status, shard, count)
  SELECT organization_id, status, pg_backend_pid() % 16, count(*) FROM inserted_links GROUP BY organization_id, status ORDER BY organization_id, status
  ON CONFLICT (organization_id, status, shard) DO UPDATE SET count = link_counts.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION link_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO link_counts (organization_id, status, shard, count)
  SELECT organization_id, status, pg_backend_pid() % 16, -count(*) FROM deleted_links GROUP BY organization_id, status ORDER BY organization_id, status
  ON CONFLICT (organization_id, status, shard) DO UPDATE SET count = link_counts.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER links_count_status ON links;--> statement-breakpoint
DROP FUNCTION link_counts_after_status_change();--> statement-breakpoint
CREATE FUNCTION link_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO link_counts (organization_id, status, shard, count)
  SELECT d.organization_id, d.status, pg_backend_pid() % 16, sum(d.delta)
  FROM (
    SELECT o.organization_id, s.status, s.delta
    FROM old_links o
    JOIN new_links n ON n.organization_id = o.organization_id AND n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.status, -1), (n.status, 1)) AS s(status, delta)
    WHERE o.status IS DISTINCT FROM n.status
  ) d
  GROUP BY d.organization_id, d.status
  HAVING sum(d.delta) <> 0
  ORDER BY d.organization_id, d.status
  ON CONFLICT (organization_id, status, shard) DO UPDATE SET count = link_counts.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER links_count_update AFTER UPDATE ON links REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION link_counts_after_update();
