// Who and what is behind the changes made while a piece of work runs: the per-request
// context the HTTP layer sets once the guard knows the caller, read by the event writer
// so that services need not pass it along. Work outside any request (jobs, repairs,
// start-up) runs as the platform itself: source `system`. See docs/events.md.

import { AsyncLocalStorage } from 'node:async_hooks';

export type EventSource = 'api' | 'console' | 'system' | 'network';
export const eventSources = ['api', 'console', 'system', 'network'] as const satisfies readonly EventSource[];

/** Who made a change: an API client, a console user, the operator (admin token), or the platform. */
export interface EventActor {
  type: 'client' | 'user' | 'admin' | 'system';
  /** The client id or the user id; null for the operator and the platform. */
  id: string | null;
}

export interface EventOrigin {
  source: EventSource;
  actor: EventActor;
  requestId: string | null;
}

/** The origin of work that no request started: a job, a repair, a scheduled run. */
export const systemOrigin: EventOrigin = Object.freeze({ source: 'system', actor: Object.freeze({ type: 'system', id: null }), requestId: null });

export function createEventContext() {
  const storage = new AsyncLocalStorage<EventOrigin>();
  return {
    /** Runs `fn` (and everything it starts) with this origin. */
    run<T>(origin: EventOrigin, fn: () => T): T {
      return storage.run(origin, fn);
    },
    /** The origin of the work running now; `system` outside any request. */
    current(): EventOrigin {
      return storage.getStore() ?? systemOrigin;
    },
  };
}

export type EventContext = ReturnType<typeof createEventContext>;
