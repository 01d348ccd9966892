// Idempotency-Key for writes that charge money (number purchase, SMS send, `/v1` link
// purchase and top-up), shared by every API process through the database: the same key
// and request replay the first answer for 24 hours, and a key whose request moved money
// ends with that money's outcome (docs/architecture.md, "Idempotency-Key").

import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
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
 * How long a running request holds its key before another may take it over (when no
 * money moved): longer than the delay of the repair jobs of the writes that use keys
 * (60 s). IDEMPOTENCY_LOCK_SECONDS sets it.
 */
const LOCK_SECONDS = 120;
/** Retry-After of a key whose charged record waits for its repair after the lock lapsed. */
const PENDING_RETRY_SECONDS = 10;
const PRUNE_BATCH = 5000;

/** The key a request runs under, which the statement of its debit binds to its record. */
export interface KeyRef {
  organizationId: string;
  key: string;
}

/** The records that carry the money of a request with a key. */
export type RecordKind = 'link_purchase' | 'link_topup' | 'number_order' | 'sms';

/**
 * The final answer of a record as its route gives it: the success answer once it is
 * completed, the error once it is refunded, null while it is pending (charged, neither).
 */
export type Settler = (organizationId: string, recordId: string) => Promise<IdempotentAnswer | AppError | null>;

/**
 * A CTE named `name` for a debit's statement that binds the request's key (if any) to
 * the record the money paid for, when `paid` (a query) has a row: the key is then never
 * taken over, and ends with the record's outcome.
 */
export function bindKeyCte(name: string, ref: KeyRef | null, kind: RecordKind, recordId: string, paid: SQL): SQL {
  if (ref === null) return sql`${sql.identifier(name)} AS (SELECT 1 WHERE false)`;
  return sql`${sql.identifier(name)} AS (
      UPDATE idempotency_keys SET record_kind = ${kind}, record_id = ${recordId}
      WHERE organization_id = ${ref.organizationId} AND key = ${ref.key} AND EXISTS (${paid})
      RETURNING key
    )`;
}

/**
 * The batch form of bindKeyCte: `rows` is a query of the records paid, with the columns
 * organization_id, key (null for a request without one) and record_id.
 */
export function bindKeysCte(name: string, kind: RecordKind, rows: SQL): SQL {
  return sql`${sql.identifier(name)} AS (
      UPDATE idempotency_keys k SET record_kind = ${kind}, record_id = r.record_id::text
      FROM (${rows}) r
      WHERE r.key IS NOT NULL AND k.organization_id = r.organization_id AND k.key = r.key
      RETURNING k.key
    )`;
}

/** bindKeyCte as its own statement, for a debit made in a transaction (`tx`). */
export async function bindKey(tx: Executor, ref: KeyRef | null, kind: RecordKind, recordId: string): Promise<void> {
  if (ref === null) return;
  await query(tx, sql`UPDATE idempotency_keys SET record_kind = ${kind}, record_id = ${recordId} WHERE organization_id = ${ref.organizationId} AND key = ${ref.key}`);
}

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
  /** How long a running request holds its key (IDEMPOTENCY_LOCK_SECONDS); 120 s by default. */
  lockSeconds?: number;
}) {
  const { db } = deps;
  const lockSeconds = deps.lockSeconds ?? LOCK_SECONDS;
  const settlers = new Map<RecordKind, Settler>();

  const stored = (err: AppError): StoredError => ({ error: { code: err.code, message: err.message, details: err.details } });

  /** A stored answer as run() gives it: a success, or its error thrown again. */
  function replay(answer: IdempotentAnswer | StoredError): IdempotentAnswer & { replayed: boolean } {
    if ('error' in answer) {
      const e = answer.error;
      throw new AppError(e.code, e.message, e.details, { 'idempotent-replayed': 'true' });
    }
    return { ...answer, replayed: true };
  }

  /**
   * Writes the key's answer while it is running; answers the answer the key has (this
   * one, or the one written first by the request or by the repair of its record).
   */
  async function finish(organizationId: string, key: string, status: number, body: unknown): Promise<IdempotentAnswer | StoredError | null> {
    const text = body instanceof JsonText ? body.text : JSON.stringify(body);
    const rows = await query<{ response_status: number; response_body: unknown; written: boolean }>(
      db,
      sql`WITH written AS (
            UPDATE idempotency_keys SET status = 'done', response_status = ${status}, response_body = ${text}::jsonb
            WHERE organization_id = ${organizationId} AND key = ${key} AND status = 'running'
            RETURNING key
          )
          SELECT response_status, response_body, false AS written FROM idempotency_keys
          WHERE organization_id = ${organizationId} AND key = ${key} AND status = 'done' AND NOT EXISTS (SELECT 1 FROM written)
          UNION ALL SELECT 0, null, true FROM written`,
    );
    const row = rows[0];
    if (row === undefined || row.written) return null;
    return answerOf(row.response_status, row.response_body);
  }

  const answerOf = (status: number, body: unknown): IdempotentAnswer | StoredError => (status >= 400 ? (body as StoredError) : { status, body });

  /** The final answer of a record (its settler's), written to the key; null while the record is pending. */
  async function settleKey(organizationId: string, key: string, kind: string, recordId: string): Promise<IdempotentAnswer | StoredError | null> {
    const settler = settlers.get(kind as RecordKind);
    if (settler === undefined) return null;
    const outcome = await settler(organizationId, recordId);
    if (outcome === null) return null;
    const [status, body] = outcome instanceof AppError ? [deps.statusOf(outcome), stored(outcome)] : [outcome.status, outcome.body];
    return (await finish(organizationId, key, status, body)) ?? (outcome instanceof AppError ? stored(outcome) : { status, body: body instanceof JsonText ? JSON.parse(body.text) : body });
  }

  /** Claims the key for this request, or answers what to do instead. */
  async function claim(organizationId: string, key: string, hash: string): Promise<'run' | IdempotentAnswer | StoredError> {
    // A key bound to a record (money moved) is never taken over: it ends with the record.
    const claimed = await query<{ key: string }>(
      db,
      sql`INSERT INTO idempotency_keys (organization_id, key, request_hash, status, locked_until, expires_at)
          VALUES (${organizationId}, ${key}, ${hash}, 'running', now() + make_interval(secs => ${lockSeconds}), now() + make_interval(hours => ${TTL_HOURS}))
          ON CONFLICT (organization_id, key) DO UPDATE SET
            request_hash = excluded.request_hash, status = 'running', response_status = NULL, response_body = NULL,
            record_kind = NULL, record_id = NULL,
            locked_until = excluded.locked_until, expires_at = excluded.expires_at, created_at = now()
          WHERE idempotency_keys.expires_at <= now()
             OR (idempotency_keys.status = 'running' AND idempotency_keys.record_kind IS NULL
                 AND idempotency_keys.locked_until <= now() AND idempotency_keys.request_hash = excluded.request_hash)
          RETURNING key`,
    );
    if (claimed.length > 0) return 'run';
    const rows = await query<{
      request_hash: string;
      status: string;
      response_status: number | null;
      response_body: unknown;
      record_kind: string | null;
      record_id: string | null;
      lock_left: number;
    }>(
      db,
      sql`SELECT request_hash, status, response_status, response_body, record_kind, record_id,
                 ceil(extract(epoch FROM locked_until - now()))::int AS lock_left
          FROM idempotency_keys WHERE organization_id = ${organizationId} AND key = ${key}`,
    );
    const row = rows[0];
    // Expired and pruned between the two statements: try once more.
    if (row === undefined) return claim(organizationId, key, hash);
    if (row.request_hash !== hash) {
      throw new AppError('idempotency_conflict', 'this Idempotency-Key was used with another request', { idempotency_key: key });
    }
    if (row.status === 'done' && row.response_status !== null) return answerOf(row.response_status, row.response_body);
    // Running. Once its lock lapsed, a key bound to a record takes the record's outcome
    // (its process died after the debit, or failed before writing the answer).
    if (row.lock_left <= 0 && row.record_kind !== null && row.record_id !== null) {
      const settled = await settleKey(organizationId, key, row.record_kind, row.record_id);
      if (settled !== null) return settled;
    }
    const retryAfter = row.lock_left > 0 ? row.lock_left : PENDING_RETRY_SECONDS;
    throw new AppError('idempotency_conflict', 'a request with this Idempotency-Key is still being processed', { idempotency_key: key }, { 'retry-after': String(retryAfter) });
  }

  return {
    /**
     * Runs `exec` once per organisation and key. `request` identifies what was asked
     * (method, route, body); two requests are the same when their JSON is, whatever the
     * order of an object's keys (a retry may serialise a map anew). The answer is stored,
     * errors included (a 402, or a 502 whose charge was refunded, is an outcome too), and
     * the same key with the same request replays it (status and body); the same key with
     * another request, or while the first is still running, is 409 idempotency_conflict
     * with Retry-After. `exec` gets the key (null without one), which the statement of
     * its debit binds to the record the money paid for (bindKeyCte): from then on the key
     * ends with that record's outcome, written by the request or by the record's repair
     * (settle), and is never taken over. A key that moved no money is taken over once its
     * lock lapses (its process died, or it failed unexpectedly: internal_error is not stored).
     */
    async run(
      organizationId: string,
      key: string | null,
      request: unknown,
      exec: (ref: KeyRef | null) => Promise<IdempotentAnswer>,
    ): Promise<IdempotentAnswer & { replayed: boolean }> {
      if (key === null) return { ...(await exec(null)), replayed: false };
      const hash = createHash('sha256').update(JSON.stringify(request, sortedKeys)).digest('hex');
      const claimed = await claim(organizationId, key, hash);
      if (claimed !== 'run') return replay(claimed);
      let answer: IdempotentAnswer;
      try {
        answer = await exec({ organizationId, key });
      } catch (err) {
        if (err instanceof AppError && err.code in errorCodes && err.code !== 'internal_error') {
          const first = await finish(organizationId, key, deps.statusOf(err), stored(err));
          // The repair settled the record first: its answer is the key's.
          if (first !== null) return replay(first);
        }
        throw err;
      }
      const first = await finish(organizationId, key, answer.status, answer.body);
      if (first !== null) return replay(first);
      return { ...answer, replayed: false };
    },

    /** Registers how the records of `kind` give their final answer (the module that owns them). */
    registerSettler(kind: RecordKind, settler: Settler): void {
      settlers.set(kind, settler);
    },

    /**
     * Writes the final answer of the key bound to a record, if any and still running:
     * the record's repair calls it once it settled the record.
     */
    async settle(organizationId: string, kind: RecordKind, recordId: string): Promise<void> {
      const rows = await query<{ key: string }>(
        db,
        sql`SELECT key FROM idempotency_keys
            WHERE organization_id = ${organizationId} AND record_kind = ${kind} AND record_id = ${recordId} AND status = 'running'`,
      );
      for (const r of rows) await settleKey(organizationId, r.key, kind, recordId);
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
