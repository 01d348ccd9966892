// Idempotency-Key for writes that charge money (number purchase, SMS send, `/v1` link
// purchase), shared by every API process through the database: the same key and request
// replay the first answer for 24 hours.

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/client.ts';
import { AppError, type ErrorCode, errorCodes, invalidInput } from '../../lib/errors.ts';

export interface IdempotentAnswer {
  status: number;
  /** The answer's document, or a JsonText of it. */
  body: unknown;
}

/**
 * An answer's document as JSON text already (a route that writes part of it from a
 * cache): stored as it is, and replayed from the database as the document.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

interface StoredError {
  error: { code: ErrorCode; message: string; details: Record<string, unknown> | null };
}

const keyRe = /^[\x21-\x7e]{1,255}$/;
const TTL_HOURS = 24;
/**
 * How long a running request holds its key before another may take it over: longer
 * than the delay of the repair jobs of the writes that use keys (60 s).
 */
const LOCK_SECONDS = 120;
const PRUNE_BATCH = 5000;

/** Checks the header's value: 1 to 255 visible ASCII characters, or absent. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !keyRe.test(value) || Array.isArray(header) && header.length > 1) {
    throw invalidInput('Idempotency-Key', 'header', 'must be 1 to 255 visible ASCII characters, sent once');
  }
  return value;
}

export function createIdempotency(deps: {
  db: Executor;
  /** The HTTP status an error answers, stored with it (the surfaces' table). */
  statusOf(err: AppError): number;
}) {
  const { db } = deps;

  /** Claims the key for this request, or answers what to do instead. */
  async function claim(organizationId: string, key: string, hash: string): Promise<'run' | IdempotentAnswer | StoredError> {
    const claimed = await query<{ key: string }>(
      db,
      sql`INSERT INTO idempotency_keys (organization_id, key, request_hash, status, locked_until, expires_at)
          VALUES (${organizationId}, ${key}, ${hash}, 'running', now() + make_interval(secs => ${LOCK_SECONDS}), now() + make_interval(hours => ${TTL_HOURS}))
          ON CONFLICT (organization_id, key) DO UPDATE SET
            request_hash = excluded.request_hash, status = 'running', response_status = NULL, response_body = NULL,
            locked_until = excluded.locked_until, expires_at = excluded.expires_at, created_at = now()
          WHERE idempotency_keys.expires_at <= now()
             OR (idempotency_keys.status = 'running' AND idempotency_keys.locked_until <= now() AND idempotency_keys.request_hash = excluded.request_hash)
          RETURNING key`,
    );
    if (claimed.length > 0) return 'run';
    const rows = await query<{ request_hash: string; status: string; response_status: number | null; response_body: unknown }>(
      db,
      sql`SELECT request_hash, status, response_status, response_body FROM idempotency_keys
          WHERE organization_id = ${organizationId} AND key = ${key}`,
    );
    const row = rows[0];
    // Expired and pruned between the two statements: try once more.
    if (row === undefined) return claim(organizationId, key, hash);
    if (row.request_hash !== hash) {
      throw new AppError('idempotency_conflict', 'this Idempotency-Key was used with another request', { idempotency_key: key });
    }
    if (row.status !== 'done' || row.response_status === null) {
      throw new AppError('idempotency_conflict', 'a request with this Idempotency-Key is still being processed', { idempotency_key: key });
    }
    const body = row.response_body as unknown;
    if (row.response_status >= 400) return body as StoredError;
    return { status: row.response_status, body };
  }

  async function finish(organizationId: string, key: string, status: number, body: unknown): Promise<void> {
    await query(
      db,
      sql`UPDATE idempotency_keys SET status = 'done', response_status = ${status}, response_body = ${body instanceof JsonText ? body.text : JSON.stringify(body)}::jsonb
          WHERE organization_id = ${organizationId} AND key = ${key}`,
    );
  }

  return {
    /**
     * Runs `exec` once per organisation and key. `request` identifies what was asked
     * (method, route, body); two requests are the same when their JSON is, whatever the
     * order of an object's keys (a retry may serialise a map anew). The answer is stored,
     * errors included (a 402, or a 502 whose charge was refunded, is an outcome too), and
     * the same key with the same request replays it (status and body); the same key with
     * another request, or while the first is still running, is 409 idempotency_conflict.
     * A request that failed unexpectedly (internal_error: a bug, a lost database) may have
     * done part of its work, which its repair jobs finish: its key stays locked until the
     * lock lapses, so a quick retry cannot run the work twice beside the repair, and may
     * then run again (as it also may when its process died).
     */
    async run(organizationId: string, key: string | null, request: unknown, exec: () => Promise<IdempotentAnswer>): Promise<IdempotentAnswer & { replayed: boolean }> {
      if (key === null) return { ...(await exec()), replayed: false };
      const hash = createHash('sha256').update(JSON.stringify(request, sortedKeys)).digest('hex');
      const claimed = await claim(organizationId, key, hash);
      if (claimed !== 'run') {
        if ('error' in claimed) {
          const e = claimed.error;
          throw new AppError(e.code, e.message, e.details, { 'idempotent-replayed': 'true' });
        }
        return { ...claimed, replayed: true };
      }
      let answer: IdempotentAnswer;
      try {
        answer = await exec();
      } catch (err) {
        if (err instanceof AppError && err.code in errorCodes && err.code !== 'internal_error') {
          await finish(organizationId, key, deps.statusOf(err), { error: { code: err.code, message: err.message, details: err.details } } satisfies StoredError);
        }
        throw err;
      }
      await finish(organizationId, key, answer.status, answer.body);
      return { ...answer, replayed: false };
    },

    /**
     * Deletes up to `limit` records past their 24 hours; answers how many. A day of keys
     * goes a batch at a time, so no one statement outlasts the statement timeout.
     */
    async prune(limit = PRUNE_BATCH): Promise<number> {
      const rows = await query<{ key: string }>(
        db,
        // The outer condition is checked again on a row a request re-claimed meanwhile
        // (with a new expiry), which then stays.
        sql`DELETE FROM idempotency_keys WHERE (organization_id, key) IN (
              SELECT organization_id, key FROM idempotency_keys WHERE expires_at <= now() LIMIT ${limit}::int
            ) AND expires_at <= now() RETURNING key`,
      );
      return rows.length;
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;

/** A JSON.stringify replacer that writes every object's keys in sorted order. */
export function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value).sort()) out[k] = (value as Record<string, unknown>)[k];
  return out;
}
