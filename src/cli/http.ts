// cpctl's only way to the platform: HTTP to the admin API (and the token endpoint and
// connectivity API for `token` and `demo`). It never opens the database, so it works
// the same against a local embedded server and a remote deployment.

import fs from 'node:fs';
import path from 'node:path';

export type Env = Record<string, string | undefined>;

/** The platform answered with an error status (exit code 1). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly code: string | null,
  ) {
    super(describe(status, body));
  }
}

/** The call could not be made: no admin token, or no server at CP_URL (exit code 1). */
export class ConnectError extends Error {}

/** The command cannot do what it was asked, for a reason it explains (exit code 1). */
export class CommandFailed extends Error {}

const defaultUrl = 'http://localhost:8080';
const timeoutMs = 60_000;

function describe(status: number, body: unknown): string {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  // The surfaces render errors differently: {message, code}, {error: {code, message}},
  // {success: false, error: {...}} or RFC 6749's {error, error_description}.
  const inner = typeof b.error === 'object' && b.error !== null ? (b.error as Record<string, unknown>) : b;
  const message = inner.message ?? b.error_description ?? (typeof body === 'string' && body.length > 0 ? body : 'request failed');
  const code = codeOf(body);
  let details = b.details !== undefined && b.details !== null ? ` ${JSON.stringify(b.details)}` : '';
  // One line stays readable; --json has the whole body.
  if (details.length > 300) details = `${details.slice(0, 300)}...`;
  return `${String(message)} (${code ?? 'no code'}, HTTP ${status})${details}`;
}

function codeOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.code === 'string') return b.code;
  if (typeof b.error === 'string') return b.error;
  if (typeof b.error === 'object' && b.error !== null && typeof (b.error as Record<string, unknown>).code === 'string') {
    return (b.error as Record<string, string>).code as string;
  }
  return null;
}

export interface Api {
  baseUrl: string;
  /** A call to /admin with the operator token. */
  admin(method: string, path: string, body?: unknown): Promise<unknown>;
  /** A call with an organisation client's access token. */
  withToken(token: string, method: string, path: string, body?: unknown): Promise<unknown>;
  /** POST /auth/token with the client-credentials grant. */
  token(clientId: string, clientSecret: string): Promise<{ access_token: string; token_type: string; expires_in: number }>;
  /** The paths of the server's OpenAPI document, to find out which APIs it offers. */
  paths(): Promise<Set<string>>;
}

/** Where the embedded default keeps the generated admin token (see main.ts). */
export function adminTokenFile(env: Env): string {
  const dataDir = env.DATA_DIR && env.DATA_DIR.length > 0 ? env.DATA_DIR : './data';
  return path.resolve(dataDir, 'admin-token');
}

function resolveAdminToken(env: Env): string {
  if (env.CP_ADMIN_TOKEN && env.CP_ADMIN_TOKEN.length > 0) return env.CP_ADMIN_TOKEN;
  const file = adminTokenFile(env);
  let token = '';
  try {
    token = fs.readFileSync(file, 'utf8').trim();
  } catch {
    throw new ConnectError(`no admin token: set CP_ADMIN_TOKEN, or run cpctl where the server keeps its data (${file} not found)`);
  }
  if (token === '') throw new ConnectError(`no admin token: ${file} is empty; set CP_ADMIN_TOKEN`);
  return token;
}

export function createApi(env: Env): Api {
  const baseUrl = (env.CP_URL && env.CP_URL.length > 0 ? env.CP_URL : defaultUrl).replace(/\/+$/, '');
  let adminToken: string | null = null;
  let paths: Set<string> | null = null;

  async function call(method: string, urlPath: string, headers: Record<string, string>, body?: string): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(baseUrl + urlPath, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      const why = cause?.code ?? cause?.message ?? (err as Error).message;
      throw new ConnectError(`cannot reach the platform at ${baseUrl} (${why}); is it running? CP_URL selects another address`);
    }
    const text = await res.text();
    let parsed: unknown = text;
    if (text.length > 0 && (res.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    } else if (text.length === 0) parsed = null;
    if (!res.ok) throw new ApiError(res.status, parsed, codeOf(parsed));
    return parsed;
  }

  const jsonCall = (method: string, urlPath: string, auth: string, body?: unknown) =>
    call(
      method,
      urlPath,
      body === undefined ? { authorization: auth } : { authorization: auth, 'content-type': 'application/json' },
      body === undefined ? undefined : JSON.stringify(body),
    );

  return {
    baseUrl,
    admin(method, urlPath, body) {
      adminToken ??= resolveAdminToken(env);
      return jsonCall(method, `/admin${urlPath}`, `Bearer ${adminToken}`, body);
    },
    withToken(token, method, urlPath, body) {
      return jsonCall(method, urlPath, `Bearer ${token}`, body);
    },
    async token(clientId, clientSecret) {
      const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
      const answer = await call('POST', '/auth/token', { 'content-type': 'application/x-www-form-urlencoded' }, form.toString());
      return answer as { access_token: string; token_type: string; expires_in: number };
    },
    async paths() {
      if (paths === null) {
        const doc = (await call('GET', '/openapi.json', {})) as { paths?: Record<string, unknown> };
        paths = new Set(Object.keys(doc.paths ?? {}));
      }
      return paths;
    },
  };
}
