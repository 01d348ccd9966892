-- The delivery trigger returns at once when its statement inserted no event. A
-- statement-level trigger fires even for none, and every debit's statement holds the
-- INSERT of its wallet.low_balance event, which inserts nothing unless the debit crossed
-- the threshold: without this check each charge ran the whole delivery query over an
-- empty batch (docs/events.md#delivering-events, docs/performance.md).
CREATE OR REPLACE FUNCTION events_deliver_to_destinations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_events) THEN
    RETURN NULL;
  END IF;
  WITH targets AS (
    SELECT e.organization_id, e.id AS event_id, e.type, e.sequence, d.id AS destination_id, d.url,
      json_build_object(
        'id', e.id,
        'type', e.type,
        'created_at', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'sequence', e.sequence,
        'source', e.source,
        'actor', e.actor,
        'resource', json_build_object('type', e.resource_type, 'id', e.resource_id),
        'data', e.data,
        'previous', e.previous,
        'request_id', e.request_id
      )::text AS payload
    FROM new_events e
    JOIN event_destinations d ON d.organization_id = e.organization_id AND d.enabled
    WHERE EXISTS (
      SELECT 1 FROM unnest(d.event_types) AS p(pattern)
      WHERE p.pattern = e.type OR (right(p.pattern, 2) = '.*' AND starts_with(e.type, left(p.pattern, -1)))
    )
  ), deliveries AS (
    INSERT INTO webhook_deliveries (organization_id, id, message_id, event_type, target_kind, target, endpoint_id, payload, status, next_attempt_at)
    SELECT organization_id, gen_random_uuid(), event_id, type, 'destination', url, destination_id, payload, 'pending', now()
    FROM targets ORDER BY sequence, destination_id
    RETURNING organization_id, id
  )
  INSERT INTO jobs (organization_id, id, name, payload, payload_version, max_attempts, run_at)
  SELECT organization_id, gen_random_uuid(), 'webhooks.deliver', jsonb_build_object('organization_id', organization_id, 'delivery_id', id, 'attempt', 1), 1, 5, now()
  FROM deliveries;
  IF FOUND THEN
    PERFORM pg_notify('jobs_enqueued', '');
  END IF;
  RETURN NULL;
END
$$;
