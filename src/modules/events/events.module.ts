// The event feed (docs/events.md): the writer modules compose
// into the transactions of their changes, the reads of the connectivity API, and the
// hourly retention prune.

import type { Db } from '../../db/client.ts';
import type { JobRegistry } from '../../jobs/jobs.module.ts';
import { createEventsPrune } from './events.jobs.ts';
import { createEventsRepo } from './events.repo.ts';
import { createEventsService } from './events.service.ts';
import { createEventWriter } from './events.writer.ts';

export function createEventsModule(deps: { db: Db; jobs: JobRegistry; retentionDays: number }) {
  const repo = createEventsRepo(deps.db);
  const prune = createEventsPrune({ repo, retentionDays: deps.retentionDays });
  deps.jobs.registerJob(prune.job);
  deps.jobs.registerSchedule(prune.schedule);
  return {
    /** What a module writes its events with, in the transaction of its change. */
    writer: createEventWriter(),
    service: createEventsService({ repo }),
  };
}

export type EventsModule = ReturnType<typeof createEventsModule>;
