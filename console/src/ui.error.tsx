// How a page shows a failed call: 404 is "Not found" and nothing else (an id of another
// organisation reads exactly like one that does not exist); other errors show the API's
// message, code and request id.

import { ConsoleApiError } from './api.session.ts';
import { PlatformError } from './api.platform.ts';

export const statusOf = (error: unknown): number | null =>
  error instanceof PlatformError || error instanceof ConsoleApiError ? error.status : null;

export function NotFound() {
  return (
    <section className="error" role="alert" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Not found</h1>
      <p>There is nothing here, or nothing your organisation can see.</p>
    </section>
  );
}

export function ErrorView({ error }: { error: unknown }) {
  if (statusOf(error) === 404) return <NotFound />;
  const message = error instanceof Error ? error.message : String(error);
  const requestId = error instanceof PlatformError ? error.requestId : null;
  const code = error instanceof PlatformError || error instanceof ConsoleApiError ? error.code : null;
  return (
    <section className="error" role="alert">
      <h2>Something went wrong</h2>
      <p>{message}</p>
      {code !== null && (
        <p className="muted">
          code <code>{code}</code>
          {requestId !== null && (
            <>
              {' '}
              · request id <code>{requestId}</code>
            </>
          )}
        </p>
      )}
    </section>
  );
}
