// How every module turns a failed provider call into the platform's error: 502
// `upstream_unavailable` (local state untouched), or the code its API documents for that
// failure, and how a compensation that fails is kept from masking the error behind it.

import type { Logger } from 'pino';
import { AppError, type ErrorDetails } from '../../lib/errors.ts';
import { UpstreamError } from './upstream.port.ts';

/** The codes a provider's failure is answered with: `/v1` purchases and the numbers service's SMS send document their own. */
export type UpstreamFailureCode = 'upstream_unavailable' | 'provisioning_error' | 'outbound_sms_failed';

/**
 * A provider's failure as the platform's error, with the provider's error as its cause.
 * The details are `details` and the provider's step and status (`operation`,
 * `upstream_status`); `upstream_unavailable`, after which nothing changed, also says
 * whether the same call may succeed later (`retryable`).
 */
export function upstreamFailure(err: UpstreamError, code: UpstreamFailureCode, message: string, details: ErrorDetails = {}): AppError {
  const facts = { ...details, operation: err.operation, upstream_status: err.status };
  return new AppError(code, message, code === 'upstream_unavailable' ? { ...facts, retryable: err.retryable } : facts, {}, { cause: err });
}

/** An UpstreamError as 502 `upstream_unavailable` naming the provider; anything else unchanged. */
export function upstreamUnavailable(err: unknown, provider: string, what: string): unknown {
  if (!(err instanceof UpstreamError)) return err;
  return upstreamFailure(err, 'upstream_unavailable', `provider ${provider} could not ${what}`, { provider });
}

/** Whether an error is the platform's answer to the provider refusing with 409 (its rule, not an outage). */
export const refusedByProvider = (err: unknown): boolean => err instanceof AppError && err.cause instanceof UpstreamError && err.cause.kind === 'conflict';

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
