// The one table that maps each code of the catalogue (lib/errors.ts) to an HTTP status,
// and the catalogue error of anything else thrown while serving a request. Each surface
// renders the same error in its own documented body (see surfaces/).

import { databaseUnavailable } from '../db/driver-errors.ts';
import { AppError, type ErrorCode } from '../lib/errors.ts';

export const errorStatus = {
  unauthorized: 401,
  forbidden: 403,
  service_disabled: 403,
  billing_not_configured: 403,
  kyc_required: 403,
  traffic_restricted: 403,
  organization_not_found: 403,
  insufficient_balance: 402,
  entity_not_found: 404,
  route_not_found: 404,
  operator_not_found: 404,
  offering_not_found: 404,
  number_not_available: 404,
  duplicate_entity: 409,
  quote_expired: 409,
  idempotency_conflict: 409,
  entity_deleted: 410,
  payload_too_large: 413,
  bad_request: 400,
  request_timeout: 408,
  headers_too_large: 431,
  unsupported_media_type: 415,
  validation_error: 422,
  request_validation_error: 422,
  rate_limited: 429,
  internal_error: 500,
  config_error: 500,
  upstream_unavailable: 502,
  outbound_sms_failed: 502,
  provisioning_failed: 502,
  provisioning_error: 502,
  service_unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

/** The HTTP status of an error of the catalogue. */
export const statusOf = (err: AppError): number => errorStatus[err.code];

interface SchemaError {
  instancePath?: string;
  schemaPath?: string;
  message?: string;
  params?: unknown;
  keyword?: string;
}

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message: string;
  validation?: SchemaError[];
  validationContext?: string;
}

/**
 * One error per value that matched none of a schema's alternatives, where the validator
 * reports each alternative and then the `anyOf`: a value outside a list of constants
 * (`status=foo`) reads "must be one of: a, b", and one of the wrong type for a nullable
 * field "must be string or null". Alternatives of other kinds keep their errors.
 */
export function collapseAlternatives(errors: readonly SchemaError[]): SchemaError[] {
  const out: SchemaError[] = [];
  for (const e of errors) {
    const prefix = e.keyword === 'anyOf' && e.schemaPath !== undefined ? `${e.schemaPath}/` : null;
    if (prefix === null) {
      out.push(e);
      continue;
    }
    let first = out.length;
    while (first > 0 && out[first - 1]?.instancePath === e.instancePath && out[first - 1]?.schemaPath?.startsWith(prefix)) first--;
    const branches = out.splice(first);
    const params = branches.map((b) => (b.params ?? {}) as { allowedValue?: unknown; type?: unknown });
    let message = e.message;
    if (branches.length > 0 && branches.every((b) => b.keyword === 'const')) message = `must be one of: ${params.map((p) => String(p.allowedValue)).join(', ')}`;
    else if (branches.length > 0 && branches.every((b) => b.keyword === 'type')) message = `must be ${[...new Set(params.map((p) => String(p.type)))].join(' or ')}`;
    else out.push(...branches);
    out.push({ ...e, message });
  }
  return out;
}

/** What the error of a refused body may name: the route's size limit and the media types its surface takes. */
export interface BodyContext {
  bodyLimit?: number;
  accepts?: string;
}

/** A byte count as the limits are written: 64 KiB, 1 MiB. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/**
 * Turns anything thrown while serving a request into an AppError. Framework errors
 * (schema validation, body parsing, size limits) become their catalogue codes; anything
 * unexpected becomes internal_error, whose message says nothing of the cause, except a
 * database that could not serve the statement just now: service_unavailable (503) with
 * Retry-After, which a client may retry.
 */
export function toAppError(err: unknown, context: BodyContext = {}): AppError {
  if (err instanceof AppError) return err;
  const e = err as FastifyLikeError;
  if (e && Array.isArray(e.validation)) {
    const where = e.validationContext ?? 'body';
    const errors = collapseAlternatives(e.validation).slice(0, 20).map((v) => ({
      location: where,
      path: v.instancePath && v.instancePath.length > 0 ? v.instancePath : '/',
      message: v.message ?? 'is invalid',
    }));
    const first = errors[0];
    const message = first ? `${where}${first.path === '/' ? '' : first.path} ${first.message}` : 'request is invalid';
    return new AppError('request_validation_error', message, { errors });
  }
  switch (e?.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('request_validation_error', 'request body is not valid JSON', null);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', `request body exceeds the ${sizeText(context.bodyLimit ?? 1024 * 1024)} limit`, null);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('unsupported_media_type', `unsupported content type; send ${context.accepts ?? 'application/json'}`, null);
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new AppError('unsupported_media_type', 'invalid content type header', null);
    default:
      break;
  }
  if (e && typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    if (e.statusCode === 413) return new AppError('payload_too_large', 'request body is too large', null);
    if (e.statusCode === 415) return new AppError('unsupported_media_type', 'unsupported content type', null);
    if (e.statusCode === 404) return new AppError('route_not_found', 'route not found', null);
    return new AppError('request_validation_error', 'request is malformed', null);
  }
  if (databaseUnavailable(err)) {
    return new AppError('service_unavailable', 'the database is unavailable or did not answer in time; try again', null, { 'retry-after': '1' });
  }
  return new AppError('internal_error', 'internal server error', null);
}
