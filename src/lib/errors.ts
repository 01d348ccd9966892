// The platform's closed catalogue of error codes. Domain code throws AppError with a
// code and never picks an HTTP status: http/errors.ts maps each code to one, and each
// surface renders the error in its own documented body.

/**
 * Every code, and whether the same request may succeed when tried again (an outage, a
 * provider that failed, a database that did not answer) or will fail the same way (a
 * rule, a missing entity): jobs retry the first kind and end at the second.
 */
export const errorCodes = {
  unauthorized: { retryable: false },
  forbidden: { retryable: false },
  service_disabled: { retryable: false },
  billing_not_configured: { retryable: false },
  kyc_required: { retryable: false },
  traffic_restricted: { retryable: false },
  organization_not_found: { retryable: false },
  insufficient_balance: { retryable: false },
  entity_not_found: { retryable: false },
  route_not_found: { retryable: false },
  operator_not_found: { retryable: false },
  offering_not_found: { retryable: false },
  number_not_available: { retryable: false },
  duplicate_entity: { retryable: false },
  quote_expired: { retryable: false },
  idempotency_conflict: { retryable: false },
  entity_deleted: { retryable: false },
  payload_too_large: { retryable: false },
  bad_request: { retryable: false },
  request_timeout: { retryable: false },
  headers_too_large: { retryable: false },
  unsupported_media_type: { retryable: false },
  validation_error: { retryable: false },
  request_validation_error: { retryable: false },
  rate_limited: { retryable: false },
  internal_error: { retryable: true },
  config_error: { retryable: true },
  upstream_unavailable: { retryable: true },
  outbound_sms_failed: { retryable: true },
  provisioning_failed: { retryable: true },
  provisioning_error: { retryable: true },
  service_unavailable: { retryable: true },
} as const satisfies Record<string, { retryable: boolean }>;

export type ErrorCode = keyof typeof errorCodes;

export type ErrorDetails = Record<string, unknown>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails | null;
  /** Extra response headers, such as Retry-After. */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, details: ErrorDetails | null = null, headers: Record<string, string> = {}, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  /** Whether the same request may succeed later (see errorCodes). */
  get retryable(): boolean {
    return errorCodes[this.code].retryable;
  }
}

export const notFound = (entity: string, id: string | string[]): AppError =>
  new AppError('entity_not_found', `${entity} not found`, Array.isArray(id) ? { entity, ids: id } : { entity, id });

export const deleted = (entity: string, id: string): AppError =>
  new AppError('entity_deleted', `${entity} has been deleted`, { entity, id });

export const invalid = (message: string, details: ErrorDetails | null = null): AppError =>
  new AppError('validation_error', message, details);

/**
 * A request input that is not valid, found after the schema accepted it: the same code
 * and `details.errors` entry as a schema's refusal (docs/getting-started.md#validation).
 */
export const invalidInput = (field: string, location: 'body' | 'query' | 'path' | 'header', message: string): AppError =>
  new AppError('request_validation_error', `${field} ${message}`, { errors: [{ field, location, message }] });
