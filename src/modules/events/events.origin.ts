// Who and what is behind a change, written with each event: the route builds its
// request's origin (originOf in src/http/auth/route-auth.ts) and passes it to the
// service that makes the change; work outside any request (jobs, repairs, billing runs,
// start-up) passes `systemOrigin`. See docs/events.md#who-made-a-change.

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

/** The origin of what a provider reported (an inbound SMS): no request of the organisation's. */
export const networkOrigin: EventOrigin = Object.freeze({ source: 'network', actor: Object.freeze({ type: 'system', id: null }), requestId: null });
