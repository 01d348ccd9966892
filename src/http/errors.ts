// The one table that maps each code of the catalogue (lib/errors.ts) to an HTTP status,
// and the catalogue error of anything else thrown while serving a request. Each surface
// renders the same error in its own documented body (see surfaces/).

import { databaseUnavailable } from '../db/driver-errors.ts';
import { AppError, type ErrorCode } from '../lib/errors.ts';
import { maxProblems, problemsOf, type SchemaError, summaryOf } from './validation.messages.ts';

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

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message: string;
  validation?: SchemaError[];
  validationContext?: string;
  /** The other parts of the same request that failed too (see app.ts), in Fastify's order. */
  otherParts?: Array<{ validationContext: string; validation: SchemaError[] }>;
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
    const parts = [{ validationContext: e.validationContext ?? 'body', validation: e.validation }, ...(e.otherParts ?? [])];
    const errors = parts.flatMap((p) => problemsOf(p.validation, p.validationContext)).slice(0, maxProblems);
    return new AppError('request_validation_error', summaryOf(errors), { errors });
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
