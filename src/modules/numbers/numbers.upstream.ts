// How a refusal of the number provider becomes the platform's error: a missing offering
// or hold is the customer's 404, anything else is the provider's outage (502).

import { AppError } from '../../lib/errors.ts';
import { UpstreamError } from '../../providers/upstream/upstream.port.ts';
import { upstreamFailure } from '../../providers/upstream/upstream.errors.ts';

/** Calls the number provider; a missing offering or hold becomes `notFound`, any other failure 502. */
export async function callNumberProvider<T>(what: string, notFound: () => AppError, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err instanceof Error ? err : new Error(String(err));
    throw err.kind === 'not_found' ? notFound() : upstreamFailure(err, 'upstream_unavailable', `the number provider could not ${what}`);
  }
}

export const numbersNotAvailable = (ids: string[]) =>
  new AppError('number_not_available', 'catalogue ids are unknown or expired; search again', { number_ids: ids });
