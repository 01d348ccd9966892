-- link_counts stays exact whoever writes `links`: inserts are counted per statement (one
-- grouped upsert even for a million-row INSERT ... SELECT), a status change moves one
-- unit between two counters (locked in status order, so concurrent changes cannot
-- deadlock on them), and deletes are subtracted per statement.
CREATE FUNCTION link_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO link_counts (organization_id, status, count)
  SELECT organization_id, status, count(*) FROM inserted_links GROUP BY organization_id, status ORDER BY organization_id, status
  ON CONFLICT (organization_id, status) DO UPDATE SET count = link_counts.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION link_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO link_counts (organization_id, status, count)
  SELECT organization_id, status, -count(*) FROM deleted_links GROUP BY organization_id, status ORDER BY organization_id, status
  ON CONFLICT (organization_id, status) DO UPDATE SET count = link_counts.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION link_counts_after_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO link_counts (organization_id, status, count)
  SELECT NEW.organization_id, s.status, s.delta FROM (VALUES (OLD.status, -1), (NEW.status, 1)) AS s(status, delta) ORDER BY s.status
  ON CONFLICT (organization_id, status) DO UPDATE SET count = link_counts.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER links_count_insert AFTER INSERT ON links REFERENCING NEW TABLE AS inserted_links
  FOR EACH STATEMENT EXECUTE FUNCTION link_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER links_count_delete AFTER DELETE ON links REFERENCING OLD TABLE AS deleted_links
  FOR EACH STATEMENT EXECUTE FUNCTION link_counts_after_delete();
--> statement-breakpoint
-- Row level with a WHEN clause: updates that leave the status alone (names, network
-- status refreshes, usage) never enter the function.
CREATE TRIGGER links_count_status AFTER UPDATE OF status ON links
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION link_counts_after_status_change();
--> statement-breakpoint
INSERT INTO link_counts (organization_id, status, count)
SELECT organization_id, status, count(*) FROM links GROUP BY organization_id, status
ON CONFLICT (organization_id, status) DO UPDATE SET count = excluded.count;
