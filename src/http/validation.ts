// Two validators: bodies are checked strictly (no type coercion, unknown fields are an
// error), while query strings, path parameters and headers are coerced from text
// (unknown query parameters are ignored).

import AjvModule, { type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// Both packages are CommonJS; under NodeNext their default export is the module object.
const Ajv = ((AjvModule as unknown as { default?: unknown }).default ?? AjvModule) as unknown as typeof AjvModule.default;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as typeof addFormatsModule.default;

function makeAjv(coerce: boolean, allErrors: boolean) {
  const ajv = new Ajv({
    allErrors,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
  });
  addFormats(ajv);
  // ajv-formats' uuid also accepts a `urn:uuid:` prefix, which PostgreSQL's uuid type
  // rejects: a plain UUID is the only form the API takes.
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  const rfc3339 = ajv.formats['date-time'] as { validate: (s: string) => boolean; compare: (a: string, b: string) => number | undefined };
  ajv.addFormat('date-time', { type: 'string', validate: (s: string) => rfc3339.validate(s) && isStorableInstant(s), compare: rfc3339.compare });
  return ajv;
}

const firstInstant = Date.parse('0001-01-01T00:00:00Z');
const lastInstant = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * An RFC 3339 date-time is also an instant the program and PostgreSQL both hold: from
 * year 1 to 9999 in UTC (PostgreSQL has no year 0, which `0000-…` or an offset before
 * year 1 would name), and never a leap second (`23:59:60`), which a JavaScript date
 * cannot represent. Either reached the database or the date arithmetic before.
 */
export function isStorableInstant(s: string): boolean {
  const t = Date.parse(s);
  return t >= firstInstant && t <= lastInstant;
}

export interface ValidatorCompiler {
  compiler: FastifySchemaCompiler<unknown>;
  /** Compiles every validator not compiled yet, so a test can prove that every schema compiles. */
  compileAll(): void;
}

/**
 * Validators are compiled on a route's first request, not when the app starts, and once
 * per distinct schema: 133 routes ask for 192 validators but only 88 distinct ones, and
 * compiling them all cost 0.3-0.6 s of every start. A route's validator, compiled now or
 * later, is the same function, so every request is answered as before.
 */
export function createValidatorCompiler(): ValidatorCompiler {
  // Made by the first compilation that needs one (adding the formats costs ~15 ms each).
  let strict: ReturnType<typeof makeAjv> | null = null;
  let coercing: ReturnType<typeof makeAjv> | null = null;
  let strictAll: ReturnType<typeof makeAjv> | null = null;
  let coercingAll: ReturnType<typeof makeAjv> | null = null;
  // By schema text: routes share schemas, often as equal objects built apart.
  const compiled = new Map<string, ValidateFunction>();
  const pending = new Set<() => ValidateFunction>();
  const compileOnce = (body: boolean, schema: object, all = false): ValidateFunction => {
    const key = `${body ? 'strict' : 'coercing'}${all ? ' all' : ''} ${JSON.stringify(schema)}`;
    let validate = compiled.get(key);
    if (validate === undefined) {
      const ajv = all ? (body ? (strictAll ??= makeAjv(false, true)) : (coercingAll ??= makeAjv(true, true))) : body ? (strict ??= makeAjv(false, false)) : (coercing ??= makeAjv(true, false));
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  };
  const compiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
    let validate: ValidateFunction | null = null;
    const load = (): ValidateFunction => {
      if (validate === null) {
        validate = compileOnce(httpPart === 'body', schema as object);
        pending.delete(load);
      }
      return validate;
    };
    pending.add(load);
    // A valid request meets the validator that stops at the first error; an invalid one is
    // checked again by one that lists every error, compiled when first needed, so the
    // answer names every problem without slowing the requests that have none.
    let everyError: ValidateFunction | null = null;
    return (data: unknown) => {
      const check = validate ?? load();
      if (!check(data)) {
        everyError ??= compileOnce(httpPart === 'body', schema as object, true);
        everyError(data);
        return { error: Object.assign(new Error('validation failed'), { validation: everyError.errors ?? check.errors ?? [] }) };
      }
      const found = hasUnstorable(data) ? unstorablePath(data, '') : null;
      return found === null ? { value: data } : { error: Object.assign(new Error('validation failed'), { validation: [{ instancePath: found.path, message: found.message }] }) };
    };
  };
  return {
    compiler,
    compileAll() {
      for (const load of [...pending]) load();
    },
  };
}

/** A character PostgreSQL text cannot hold may be in the string: U+0000 or a surrogate. */
// eslint-disable-next-line no-control-regex -- U+0000 is what it looks for
const suspect = /[\u0000\uD800-\uDFFF]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const loneSurrogates = new RegExp(loneSurrogate.source, 'g');

/**
 * Why PostgreSQL could not store the string as text, or null when it can. U+0000 is
 * never text there. JSON lets a \uD800-\uDFFF escape stand without its pair, which
 * decodes to a string that is not Unicode and that the json types refuse (a pair, such
 * as an emoji's, is the character it encodes and is kept).
 */
export function unstorable(s: string): string | null {
  if (!suspect.test(s)) return null;
  if (s.includes('\u0000')) return 'must not contain NUL characters';
  return loneSurrogate.test(s) ? 'must be Unicode text (it has an unpaired surrogate, \\uD800-\\uDFFF)' : null;
}

/** Whether such a string is anywhere in the input; the paths are only built when one is. */
function hasUnstorable(root: unknown): boolean {
  if (typeof root === 'string') return unstorable(root) !== null;
  if (root === null || typeof root !== 'object') return false;
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (unstorable(value) !== null) return true;
    } else if (Array.isArray(value)) {
      for (const v of value) stack.push(v);
    } else if (value !== null && typeof value === 'object') {
      for (const k in value) {
        if (unstorable(k) !== null) return true;
        stack.push((value as Record<string, unknown>)[k]);
      }
    }
  }
  return false;
}

/**
 * A string the database cannot store would fail deep in a query; it is refused here, for
 * every part of every request, as invalid input. Answers its path and what is wrong.
 */
function unstorablePath(root: unknown, rootPath: string): { path: string; message: string } | null {
  // Iterative, so a body nested thousands of levels deep cannot overflow the stack.
  const stack: Array<[unknown, string]> = [[root, rootPath]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      const message = unstorable(value);
      if (message !== null) return { path: path || '/', message };
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) stack.push([value[i], `${path}/${i}`]);
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        // The answer names a key with its lone surrogates shown as U+FFFD, so it is text.
        const at = `${path}/${k.replace(loneSurrogates, '\uFFFD')}`;
        const message = unstorable(k);
        if (message !== null) return { path: at, message };
        stack.push([v, at]);
      }
    }
  }
  return null;
}

/**
 * A preValidation hook for a route whose JSON body may be left out: no body validates as
 * `{}`, so the schema's defaults apply (a rotation's delay, a billing run as of now).
 */
export async function optionalBody(req: { body: unknown }): Promise<void> {
  if (req.body === undefined || req.body === null) req.body = {};
}
