// The API's shape of an event, built from its row.

import type { EventRow } from './events.repo.ts';

export interface EventBody {
  id: string;
  type: string;
  created_at: string;
  sequence: number;
  source: string;
  actor: { type: string; id: string | null };
  resource: { type: string; id: string };
  data: unknown;
  previous: unknown;
  request_id: string | null;
}

export function toEvent(row: EventRow): EventBody {
  return {
    id: row.id,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    sequence: Number(row.sequence),
    source: row.source,
    actor: row.actor as EventBody['actor'],
    resource: { type: row.resourceType, id: row.resourceId },
    data: row.data,
    previous: row.previous ?? null,
    request_id: row.requestId,
  };
}
