// What an error of either driver says: that the database could not serve a statement
// just now (a request that may succeed when tried again, answered 503 with Retry-After
// instead of 500), or that a statement broke a unique index.

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

/** The error and its causes: drizzle wraps the driver's error in its own, with the original as `cause`. */
function* causes(err: unknown): Generator<{ code?: unknown; constraint?: unknown; message?: unknown }> {
  for (let e: unknown = err, depth = 0; e !== null && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) yield e;
}

/**
 * The server cancelled the statement at the statement timeout, is shutting down or
 * starting, has no connection to spare, or could not be reached; not a statement or code
 * that was wrong.
 */
export function databaseUnavailable(err: unknown): boolean {
  for (const { code, message } of causes(err)) {
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && POOL_MESSAGES.some((re) => re.test(message))) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation on the named index. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (const e of causes(err)) {
    if (e.code === '23505' && (e.constraint === constraint || String(e.message ?? '').includes(constraint))) return true;
  }
  return false;
}
