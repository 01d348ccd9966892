// Whether an error means the database could not serve a statement just now, rather than
// that the statement or the code was wrong: the server cancelled it at the statement
// timeout, is shutting down or starting, has no connection to spare, or could not be
// reached. Such a request may succeed when tried again, so it is answered 503 with
// Retry-After instead of 500.

/**
 * SQLSTATEs of a server that cannot serve now: cancelled at the statement timeout (or by
 * an operator), shutting down, starting, out of connections, a session ended idle in a
 * transaction, and the connection failures of class 08 (not 08P01, a protocol
 * violation, which is a bug to fix, not a wait).
 */
const UNAVAILABLE_STATES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '25P03', '08000', '08001', '08003', '08004', '08006']);
/**
 * What Node's sockets say of a server they cannot reach. Only the database's client
 * throws these into a request: a provider adapter answers UpstreamError (the port's
 * contract), and webhooks are delivered by jobs.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** What node-postgres says when it cannot get, or loses, a connection. */
const POOL_MESSAGES = [/^timeout exceeded when trying to connect$/i, /^Connection terminated/i, /connection error and is not queryable/i];

export function databaseUnavailable(err: unknown): boolean {
  // Drizzle wraps the driver's error in its own, with the original as `cause`.
  for (let e: unknown = err, depth = 0; e !== null && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && POOL_MESSAGES.some((re) => re.test(message))) return true;
  }
  return false;
}
