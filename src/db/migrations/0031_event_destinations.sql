CREATE TABLE "event_destinations" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"event_types" text[] NOT NULL,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_destinations_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE INDEX "event_destinations_org_created_idx" ON "event_destinations" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_destination_created_idx" ON "webhook_deliveries" USING btree ("organization_id","endpoint_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "webhook_deliveries"."target_kind" = 'destination';--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_destination_event_uq" ON "webhook_deliveries" USING btree ("organization_id","endpoint_id","message_id") WHERE "webhook_deliveries"."target_kind" = 'destination';--> statement-breakpoint
-- Event destinations: every statement that writes events records, in the same
-- transaction, one delivery per event and subscribed destination, and the job of its
-- first attempt (the webhooks module's `webhooks.deliver`, payload version 1, 5 job
-- attempts, as webhooks.delivery.ts writes them). One statement for the whole batch of
-- events, whatever wrote them: a bulk change of thousands of links records its
-- deliveries with one INSERT, and a delivery can never be missed, since there is no
-- cursor to read the feed from (docs/events.md#delivering-events). The body is the
-- event as GET /events/{id} shows it, fixed once so every attempt signs the same bytes.
CREATE FUNCTION events_deliver_to_destinations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
--> statement-breakpoint
CREATE TRIGGER events_deliver AFTER INSERT ON events REFERENCING NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION events_deliver_to_destinations();
