// `req.log` without a child logger per request. Fastify builds one for every request to
// bind its request id, though a request that goes well never logs through it (its line
// is written by the root logger, in onResponse): building it was about a thirtieth of a
// `GET /health`. This stands in for it and builds the child on the first line the
// request logs, with the same bindings and options, so such a line still carries its
// request_id.

import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, LogFn } from 'pino';

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | null = null;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** The child logger of this request, built on first use. */
  get logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): LevelWithSilentOrString {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.logger.level = level;
  }

  /** Writes nothing, so it builds no child either. */
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

for (const level of levels) {
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: Parameters<LogFn>) {
    const logger = this.logger;
    (logger[level] as (...a: unknown[]) => void).apply(logger, args);
  } as LogFn;
}

/** Fastify's childLoggerFactory: a request logger that builds its child only if the request logs. */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
