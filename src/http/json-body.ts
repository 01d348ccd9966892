// The JSON body parser: Fastify's own, plus one rule. JSON lets a string carry a
// \uD800-\uDFFF escape without its pair, which decodes to text that is not Unicode:
// PostgreSQL's json and jsonb types refuse it, so a name sent that way would fail deep in
// a request (a bulk task's items, a stored idempotent answer) instead of at the door.
// Such a body is refused as invalid, naming the field.

import type { FastifyBodyParser } from 'fastify';
import { AppError } from './errors.ts';

/** A surrogate escape in the raw text; only then can the parsed value hold a lone one. */
const surrogateEscape = /\\u[dD][89a-fA-F]/;

/** A high surrogate without its low one after it, or a low one without its high one before. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const loneSurrogates = new RegExp(loneSurrogate.source, 'g');

/** The JSON pointer of the first string (value or key) that is not well-formed Unicode. */
export function illFormedPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return loneSurrogate.test(value) ? path || '/' : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = illFormedPath(value[i], `${path}/${i}`);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    // The pointer names the key with its lone surrogate shown as U+FFFD, so the answer
    // itself stays Unicode text.
    const at = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1').replace(loneSurrogates, '\uFFFD')}`;
    if (loneSurrogate.test(key)) return at;
    const found = illFormedPath(item, at);
    if (found !== null) return found;
  }
  return null;
}

export function wellFormedJsonParser(parse: FastifyBodyParser<string>): FastifyBodyParser<string> {
  return (req, body, done) => {
    parse(req, body, (err, value) => {
      if (err || !surrogateEscape.test(body)) {
        done(err, value);
        return;
      }
      const path = illFormedPath(value);
      if (path === null) {
        done(null, value);
        return;
      }
      const message = 'has an unpaired UTF-16 surrogate escape (\\uD800-\\uDFFF), which is not Unicode text';
      done(new AppError('request_validation_error', `body${path === '/' ? '' : path} ${message}`, { errors: [{ location: 'body', path, message }] }), undefined);
    });
  };
}
