// A surface is one public API of the program: where it is mounted, which enabled
// service of the organisation it belongs to, and how it writes an error. Every error,
// from a schema failure to an unknown route, is rendered by the surface it hit.

import type { AppError, ErrorCode } from '../../lib/errors.ts';
import type { ServiceName } from '../../modules/organizations/organizations.service.ts';
import type { App } from '../app.ts';
import { statusOf } from '../errors.ts';

export type SurfaceName = 'connectivity' | 'reseller' | 'numbers' | 'mccmnc' | 'admin' | 'oauth' | 'console' | 'console-app' | 'platform';

export interface Surface {
  name: SurfaceName;
  /** Mount point; '' for the connectivity API at the root. */
  prefix: string;
  /** The organisation service a caller must have enabled, if any. */
  service: ServiceName | null;
  /** OpenAPI tag of the surface's routes. */
  tag: string;
  render(err: AppError, requestId: string): unknown;
  /** Where the surface's own standard fixes a different status than the catalogue. */
  status?(err: AppError): number;
  /** The media types its bodies may have, as a refused one's error names them (default application/json). */
  accepts?: string;
}

/**
 * Routes a module carries on one surface: the surface mounts them by calling `register`
 * in its own scope. A module's route file builds these from the module's services.
 */
export interface RouteMount {
  surface: Exclude<SurfaceName, 'platform'>;
  register(app: App): Promise<void>;
}

/**
 * The `WWW-Authenticate` header of a 401 (RFC 9110 section 11.6.1 asks for one): the
 * token endpoint authenticates clients with HTTP Basic (RFC 6749 section 5.2), every
 * other surface takes a bearer token, and a request that sent credentials learns they
 * were refused (RFC 6750 section 3.1: `invalid_token`, which the admin token shares).
 */
export function challenge(surface: Surface, sentCredentials: boolean): string {
  if (surface.name === 'oauth') return 'Basic realm="connectivity-platform", charset="UTF-8"';
  return sentCredentials ? 'Bearer realm="connectivity-platform", error="invalid_token"' : 'Bearer realm="connectivity-platform"';
}

export const genericMessage = (requestId: string): string => `internal server error; request id ${requestId}`;

/**
 * The message of a 5xx in the services that leave 5xx bodies open (`/v1`,
 * `/numbers`, `/mccmnc`): a failure the platform raised on purpose (a provider that
 * failed, a profile not configured) keeps the message written for the caller, which says
 * what happened to the money; anything unexpected is the generic one. Both name the
 * request id. The connectivity API answers a generic 5xx message.
 */
export const callerMessage = (err: AppError, requestId: string): string =>
  err.code === 'internal_error' ? genericMessage(requestId) : `${err.message}; request id ${requestId}`;

/** `{message, code, details}`: the connectivity API's documented body (also admin). */
export function messageCodeDetails(codeOf: (code: ErrorCode) => string) {
  return (err: AppError, requestId: string): unknown =>
    statusOf(err) >= 500
      ? { message: genericMessage(requestId), code: codeOf(err.code) }
      : { message: err.message, code: codeOf(err.code), details: err.details };
}

/** Upper-case codes of the reseller, numbers and lookup services. */
export function upperCode(overrides: Partial<Record<ErrorCode, string>>) {
  return (code: ErrorCode): string => overrides[code] ?? code.toUpperCase();
}

const sharedUpper: Partial<Record<ErrorCode, string>> = {
  entity_not_found: 'NOT_FOUND',
  route_not_found: 'NOT_FOUND',
  request_validation_error: 'VALIDATION_ERROR',
  service_disabled: 'FORBIDDEN',
  organization_not_found: 'FORBIDDEN',
  entity_deleted: 'NOT_FOUND',
};

const connectivityCodes: Partial<Record<ErrorCode, string>> = {
  route_not_found: 'entity_not_found',
  service_disabled: 'forbidden',
  organization_not_found: 'forbidden',
  rate_limited: 'rate_limited',
};

export const connectivitySurface: Surface = {
  name: 'connectivity',
  prefix: '',
  service: 'connectivity',
  tag: 'Connectivity',
  render: messageCodeDetails((c) => connectivityCodes[c] ?? c),
};

export const adminSurface: Surface = {
  name: 'admin',
  prefix: '/admin',
  service: null,
  tag: 'Administration',
  render: messageCodeDetails((c) => connectivityCodes[c] ?? c),
};

/** The console's own JSON endpoints (sign-in, session, tokens): the admin API's body. */
export const consoleSurface: Surface = {
  name: 'console',
  prefix: '/console/api',
  service: null,
  tag: 'Console',
  render: messageCodeDetails((c) => connectivityCodes[c] ?? c),
};

/** The console's pages (the web app) at /console; its API is the console surface. */
export const consoleAppSurface: Surface = {
  name: 'console-app',
  prefix: '/console',
  service: null,
  tag: 'Console',
  render: messageCodeDetails((c) => connectivityCodes[c] ?? c),
};

export const platformSurface: Surface = {
  name: 'platform',
  prefix: '',
  service: null,
  tag: 'Platform',
  render: messageCodeDetails((c) => connectivityCodes[c] ?? c),
};

export const resellerSurface: Surface = {
  name: 'reseller',
  prefix: '/v1',
  service: 'reseller',
  tag: 'Reseller v1',
  render(err, requestId) {
    const code = upperCode(sharedUpper)(err.code);
    if (statusOf(err) < 500) return { error: { code, message: err.message, details: err.details } };
    return { error: { code, message: callerMessage(err, requestId), details: err.code === 'internal_error' ? null : err.details } };
  },
};

function envelope(overrides: Partial<Record<ErrorCode, string>>) {
  const codeOf = upperCode({ ...sharedUpper, ...overrides });
  return (err: AppError, requestId: string): unknown => ({
    success: false,
    error: { code: codeOf(err.code), message: statusOf(err) >= 500 ? callerMessage(err, requestId) : err.message },
  });
}

export const numbersSurface: Surface = {
  name: 'numbers',
  prefix: '/numbers',
  service: 'numbers',
  tag: 'Phone numbers',
  render: envelope({ service_disabled: 'PHONE_NUMBERS_DISABLED', organization_not_found: 'ORGANIZATION_NOT_FOUND' }),
};

export const mccmncSurface: Surface = {
  name: 'mccmnc',
  prefix: '/mccmnc',
  service: 'mccmnc',
  tag: 'Operator lookup',
  render: envelope({ service_disabled: 'MCC_MNC_DISABLED' }),
};

const oauthCodes: Partial<Record<ErrorCode, string>> = {
  unauthorized: 'invalid_client',
  request_validation_error: 'invalid_request',
  validation_error: 'invalid_request',
  unsupported_media_type: 'invalid_request',
  payload_too_large: 'invalid_request',
  route_not_found: 'invalid_request',
  rate_limited: 'slow_down',
};

/** RFC 6749 section 5.2 body for the token endpoint. */
export const oauthSurface: Surface = {
  name: 'oauth',
  prefix: '/auth',
  service: null,
  tag: 'Authentication',
  accepts: 'application/x-www-form-urlencoded (or application/json)',
  // RFC 6749 section 5.2: every client error is 400 except a failed client authentication (401).
  status: (err) => {
    const status = statusOf(err);
    return status === 401 || status === 429 || status >= 500 ? status : 400;
  },
  render(err, requestId) {
    if (statusOf(err) >= 500) return { error: err.code === 'service_unavailable' ? 'temporarily_unavailable' : 'server_error', error_description: genericMessage(requestId) };
    const explicit = typeof err.details?.oauth_error === 'string' ? err.details.oauth_error : undefined;
    return { error: explicit ?? oauthCodes[err.code] ?? 'invalid_request', error_description: err.message };
  },
};
