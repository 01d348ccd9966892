// Reading the feed: a page of an organisation's events newest first, or one event.
// Another organisation's event reads as one that does not exist.

import { invalidInput, notFound } from '../../lib/errors.ts';
import type { EventFilter, EventRow, EventsRepo } from './events.repo.ts';

export interface EventListInput {
  /** `link.status_changed`, or `link.*` for every type of links. */
  type?: string;
  resourceId?: string;
  source?: string;
  createdAfter?: string;
  createdBefore?: string;
  startingAfter?: string;
  limit: number;
}

export function createEventsService(deps: { repo: EventsRepo }) {
  const { repo } = deps;

  return {
    async list(organizationId: string, q: EventListInput): Promise<{ items: EventRow[]; hasMore: boolean }> {
      const filter: EventFilter = {};
      if (q.type !== undefined) filter.type = q.type.endsWith('.*') ? { prefix: q.type.slice(0, -1) } : { exact: q.type };
      if (q.resourceId !== undefined) filter.resourceId = q.resourceId;
      if (q.source !== undefined) filter.source = q.source;
      if (q.createdAfter !== undefined) filter.createdAfter = new Date(q.createdAfter);
      if (q.createdBefore !== undefined) filter.createdBefore = new Date(q.createdBefore);
      if (q.startingAfter !== undefined) {
        if (!(await repo.exists(organizationId, q.startingAfter))) {
          throw invalidInput('starting_after', 'query', 'names no event of the organisation (it may have been pruned)');
        }
        filter.startingAfter = q.startingAfter.toLowerCase();
      }
      // One more than the page tells whether another follows.
      const rows = await repo.list(organizationId, filter, q.limit + 1);
      return { items: rows.slice(0, q.limit), hasMore: rows.length > q.limit };
    },

    async get(organizationId: string, id: string): Promise<EventRow> {
      const row = await repo.find(organizationId, id);
      if (row === null) throw notFound('event', id);
      return row;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
