// One error class per error body the platform's APIs answer in (docs/getting-started.md,
// "Requests and answers"): the SDK throws them for every answer that is not 2xx.

/** The API an answer came from, by the mount its path falls under. */
export type Surface = 'oauth' | 'connectivity' | 'reseller' | 'numbers' | 'lookup' | 'admin';

export function surfaceOf(pathname: string): Surface {
  const under = (mount: string) => pathname === mount || pathname.startsWith(`${mount}/`);
  if (under('/auth')) return 'oauth';
  if (under('/v1')) return 'reseller';
  if (under('/numbers')) return 'numbers';
  if (under('/mccmnc')) return 'lookup';
  if (under('/admin')) return 'admin';
  return 'connectivity';
}

export interface ErrorFields {
  status: number;
  code: string;
  message: string;
  details: unknown;
  requestId: string | null;
  /** Seconds the platform asked to wait before a retry (`Retry-After`), when it said. */
  retryAfter: number | null;
}

/** Every error the platform answered: the HTTP status, the API's code, message and details, and the request id to quote. */
export class PlatformError extends Error implements ErrorFields {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly requestId: string | null;
  readonly retryAfter: number | null;

  constructor(fields: ErrorFields) {
    super(fields.message);
    this.name = new.target.name;
    this.status = fields.status;
    this.code = fields.code;
    this.details = fields.details;
    this.requestId = fields.requestId;
    this.retryAfter = fields.retryAfter;
  }
}

/** The token endpoint's RFC 6749 body `{error, error_description}`: `code` is `error`. */
export class OAuthError extends PlatformError {}
/** The connectivity API's `{message, code, details}`. */
export class ConnectivityError extends PlatformError {}
/** The reseller API's `{error: {code, message, details}}`. */
export class ResellerError extends PlatformError {}
/** The phone-number API's envelope `{success: false, error: {code, message, details?}}`. */
export class NumbersError extends PlatformError {}
/** The operator-lookup API's envelope `{success: false, error: {code, message, details?}}`. */
export class LookupError extends PlatformError {}
/** The admin API's `{message, code, details}`. */
export class AdminError extends PlatformError {}

const classes = { oauth: OAuthError, connectivity: ConnectivityError, reseller: ResellerError, numbers: NumbersError, lookup: LookupError, admin: AdminError };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Seconds from a `Retry-After` header: delta-seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The error an answer stands for, read from its body in the format of the API it came from. */
export function errorFromAnswer(surface: Surface, status: number, headers: Headers, body: unknown): PlatformError {
  const requestId = headers.get('x-request-id');
  const retryAfter = retryAfterSeconds(headers.get('retry-after'));
  let code: unknown;
  let message: unknown;
  let details: unknown = null;
  if (surface === 'oauth' && isObject(body)) {
    code = body.error;
    message = body.error_description;
  } else if ((surface === 'connectivity' || surface === 'admin') && isObject(body)) {
    ({ code, message } = body);
    details = body.details ?? null;
  } else if (isObject(body) && isObject(body.error)) {
    // /v1 {error: {...}}, and the envelope of /numbers and /mccmnc.
    ({ code, message } = body.error);
    details = body.error.details ?? null;
  }
  const Class = classes[surface];
  return new Class({
    status,
    code: typeof code === 'string' ? code : `http_${status}`,
    message: typeof message === 'string' ? message : `the platform answered ${status}${typeof body === 'string' && body !== '' ? `: ${body.slice(0, 200)}` : ''}`,
    details,
    requestId,
    retryAfter,
  });
}
