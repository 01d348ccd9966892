// How link and SIM operations talk to the provider: a failed call becomes the API's
// 502 `upstream_unavailable` (local state untouched), except where the provider's
// refusal is the business rule itself (a SIM already attached elsewhere), which is the
// customer's 422. Compensations never mask the error that made them necessary.

import type { Logger } from 'pino';
import { AppError } from '../../lib/errors.ts';
import { UpstreamError } from '../../providers/upstream/port.ts';

/** An UpstreamError as the API's 502; anything else unchanged. */
export function upstreamUnavailable(err: unknown, provider: string, what: string): unknown {
  if (!(err instanceof UpstreamError)) return err;
  return new AppError('upstream_unavailable', `provider ${provider} could not ${what}`, {
    provider,
    operation: err.operation,
    upstream_status: err.status,
    retryable: err.retryable,
  });
}

export interface UpstreamCallOptions {
  /** The 422 to answer when the provider refuses with 409 (its rule, not an outage). */
  onConflict?: (err: UpstreamError) => AppError;
  /** The provider no longer having the object is what the call wanted (deletes). */
  notFoundIsDone?: boolean;
}

/** Runs one provider call outside any transaction and maps its failure. */
export async function callUpstream<T>(provider: string, what: string, fn: () => Promise<T>, opts: UpstreamCallOptions = {}): Promise<T | undefined> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof UpstreamError) {
      if (err.kind === 'conflict' && opts.onConflict) throw opts.onConflict(err);
      if (err.kind === 'not_found' && opts.notFoundIsDone) return undefined;
    }
    throw upstreamUnavailable(err, provider, what);
  }
}

/** The same, for calls whose answer is needed. */
export async function requireUpstream<T>(provider: string, what: string, fn: () => Promise<T>, opts: Omit<UpstreamCallOptions, 'notFoundIsDone'> = {}): Promise<T> {
  return (await callUpstream(provider, what, fn, opts)) as T;
}

/**
 * Undoes a provider change after the database refused the matching write. A failing
 * undo is logged (the two sides now disagree and an operator must look) and swallowed,
 * so the caller still sees the error that made the undo necessary.
 */
export async function compensate(logger: Logger, what: string, context: Record<string, unknown>, undo: () => Promise<unknown>): Promise<void> {
  try {
    await undo();
  } catch (err) {
    logger.error({ err, ...context }, `compensation failed: could not ${what}; the provider and the platform disagree`);
  }
}

/** PostgreSQL's unique_violation on the named index (either driver). */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err, depth = 0; e !== null && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const pgErr = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (pgErr.code === '23505' && (pgErr.constraint === constraint || String(pgErr.message ?? '').includes(constraint))) return true;
  }
  return false;
}
