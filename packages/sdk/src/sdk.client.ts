// One client for every API of the platform (docs/sdk.md): a namespace per API, each a
// typed call per HTTP method over the API's paths (types generated from the served
// OpenAPI document), answers unwrapped, errors thrown in the API's own error class.

import createClient, { type FetchResponse, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { idempotentOperations, type paths } from './openapi.generated.ts';
import { errorFromAnswer, type Surface } from './sdk.errors.ts';
import { pages } from './sdk.paging.ts';
import { clientCredentials, staticToken, type TokenSource } from './sdk.tokens.ts';
import { createTransport } from './sdk.transport.ts';

type Under<Mount extends string> = Extract<keyof paths, Mount | `${Mount}/${string}`>;
type PlatformRoutes = '/' | '/health' | '/ready' | '/metrics' | '/.well-known/jwks.json';

export type ConnectivityPaths = Pick<paths, Exclude<keyof paths, Under<'/v1'> | Under<'/numbers'> | Under<'/mccmnc'> | Under<'/admin'> | Under<'/auth'> | PlatformRoutes>>;
export type ResellerPaths = Pick<paths, Under<'/v1'>>;
export type NumbersPaths = Pick<paths, Under<'/numbers'>>;
export type LookupPaths = Pick<paths, Under<'/mccmnc'>>;
export type AdminPaths = Pick<paths, Under<'/admin'>>;

// What openapi-fetch's own methods take: the init is optional when nothing in it is required.
type InitParam<Init> = RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];
/** The body of an operation's success answer. */
export type Answer<Operation extends Record<string | number, unknown>, Init> = Extract<FetchResponse<Operation, Init, MediaType>, { error?: never }>['data'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint openapi-fetch puts on a paths type
type AnyPaths = Record<string, any>;

export type Call<Paths extends AnyPaths, Method extends HttpMethod> = <Path extends PathsWithMethod<Paths, Method>, Init extends MaybeOptionalInit<Paths[Path], Method>>(
  path: Path,
  ...init: InitParam<Init>
) => Promise<Answer<Paths[Path][Method], Init>>;

/** The GET paths that take a `page` parameter. */
export type PagedPath<Paths extends AnyPaths> = {
  [P in PathsWithMethod<Paths, 'get'>]: Paths[P] extends { get: { parameters: { query?: infer Q } } } ? ('page' extends keyof NonNullable<Q> ? P : never) : never;
}[PathsWithMethod<Paths, 'get'>];

type ArrayItem<T> = { [K in keyof T]: T[K] extends readonly (infer I)[] ? I : never }[keyof T];

/** The items of a page: `items` (connectivity, /v1, admin), the list inside `data` (/numbers), or the page's one list. */
export type ItemOf<Page> = Page extends { items: readonly (infer I)[] } ? I : Page extends { data: infer D } ? ArrayItem<D> : ArrayItem<Page>;

export interface Api<Paths extends AnyPaths> {
  get: Call<Paths, 'get'>;
  post: Call<Paths, 'post'>;
  put: Call<Paths, 'put'>;
  patch: Call<Paths, 'patch'>;
  delete: Call<Paths, 'delete'>;
  /** Every item of a paged list, page after page, starting at `page` (default 1). */
  list<Path extends PagedPath<Paths>, Init extends MaybeOptionalInit<Paths[Path], 'get'>>(path: Path, ...init: InitParam<Init>): AsyncIterable<ItemOf<Answer<Paths[Path]['get'], Init>>>;
}

export interface PlatformOptions {
  /** Where the platform listens, for example `http://localhost:8080`. */
  baseUrl: string;
  /** An API client's credentials: the SDK fetches access tokens and renews them. */
  clientId?: string;
  clientSecret?: string;
  /** An access token to use as it is, instead of client credentials. */
  accessToken?: string;
  /** The operator's token, for `admin` only. */
  adminToken?: string;
  /** The organisation a platform client acts for (sent as `X-Organization-Id`). */
  organizationId?: string;
  /** Retries after the first attempt of a retryable answer (default 3; 0 turns retries off). */
  maxRetries?: number;
  /** The longest `Retry-After` waited for, in milliseconds (default 60 000); a longer one throws at once. */
  maxRetryWaitMs?: number;
  /** Waits between retries (default: setTimeout). */
  sleep?: (ms: number) => Promise<void>;
  /** The fetch to send requests with (default: the global fetch). */
  fetch?: typeof fetch;
  userAgent?: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Every write that moves money carries an Idempotency-Key: the caller's, or one made
// here (the global crypto.randomUUID, so the SDK runs in browsers too). It is set once,
// before the transport's retries, so each retry sends the same.
const idempotency: Middleware = {
  onRequest({ request, schemaPath }) {
    if (idempotentOperations.includes(`${request.method} ${schemaPath}`) && !request.headers.has('idempotency-key')) {
      request.headers.set('idempotency-key', crypto.randomUUID());
    }
    return request;
  },
};

export class Platform {
  readonly connectivity: Api<ConnectivityPaths>;
  readonly reseller: Api<ResellerPaths>;
  readonly numbers: Api<NumbersPaths>;
  readonly lookup: Api<LookupPaths>;
  readonly admin: Api<AdminPaths>;
  readonly auth: {
    /** An access token valid now: the one in use, or a new one from POST /auth/token. */
    token(): Promise<string>;
  };

  constructor(options: PlatformOptions) {
    const baseUrl = options.baseUrl.replace(/\/+$/, '');
    const fetcher = options.fetch ?? globalThis.fetch;
    let token: TokenSource | null = null;
    if (options.accessToken !== undefined) token = staticToken(options.accessToken);
    else if (options.clientId !== undefined && options.clientSecret !== undefined) {
      token = clientCredentials({ tokenUrl: `${baseUrl}/auth/token`, clientId: options.clientId, clientSecret: options.clientSecret, fetch: fetcher });
    }
    const transport = createTransport({
      fetch: fetcher,
      token,
      adminToken: options.adminToken ?? null,
      organizationId: options.organizationId ?? null,
      userAgent: options.userAgent ?? 'connectivity-platform-sdk/0.1',
      retry: { maxRetries: options.maxRetries ?? 3, maxWaitMs: options.maxRetryWaitMs ?? 60_000, sleep: options.sleep ?? wait },
    });
    const client = createClient<paths>({ baseUrl, fetch: transport });
    client.use(idempotency);
    this.connectivity = api(client, 'connectivity');
    this.reseller = api(client, 'reseller');
    this.numbers = api(client, 'numbers');
    this.lookup = api(client, 'lookup');
    this.admin = api(client, 'admin');
    this.auth = {
      token: async () => {
        if (token === null) throw new Error('no credentials: pass clientId and clientSecret, or accessToken');
        return token.get();
      },
    };
  }
}

type Untyped = (path: string, init?: unknown) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

function api<Paths extends AnyPaths>(client: ReturnType<typeof createClient<paths>>, surface: Surface): Api<Paths> {
  const call = (method: Untyped) => async (path: string, init?: unknown) => {
    const { data, error, response } = await method(path, init);
    if (!response.ok) throw errorFromAnswer(surface, response.status, response.headers, error);
    return data;
  };
  const get = call(client.GET as unknown as Untyped);
  return {
    get,
    post: call(client.POST as unknown as Untyped),
    put: call(client.PUT as unknown as Untyped),
    patch: call(client.PATCH as unknown as Untyped),
    delete: call(client.DELETE as unknown as Untyped),
    list: (path: string, init?: unknown) => pages(get, path, init as { params?: { query?: Record<string, unknown> } } | undefined),
  } as unknown as Api<Paths>;
}
