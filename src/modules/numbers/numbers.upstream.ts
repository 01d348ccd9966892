// How a refusal of the number provider becomes the platform's error: a missing offering
// or hold is the customer's 404, anything else is the provider's outage (502).

import { AppError } from '../../lib/errors.ts';
import { UpstreamError } from '../../providers/upstream/port.ts';

export function upstreamFailure(err: unknown, what: string, notFound: () => AppError): Error {
  if (err instanceof UpstreamError) {
    if (err.kind === 'not_found') return notFound();
    return new AppError('upstream_unavailable', `the number provider could not ${what}`, {
      operation: err.operation,
      upstream_status: err.status,
      retryable: err.retryable,
    });
  }
  return err instanceof Error ? err : new Error(String(err));
}

/** Calls the provider; its refusals become the platform's errors. */
export async function callUpstream<T>(what: string, notFound: () => AppError, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw upstreamFailure(err, what, notFound);
  }
}

export const numbersNotAvailable = (ids: string[]) =>
  new AppError('number_not_available', 'catalogue ids are unknown or expired; search again', { number_ids: ids });
