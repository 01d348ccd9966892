// What a schema failure tells the caller: one problem per field, named by its path in the
// request (`items[0].iccid`), in words rather than in the validator's jargon or a regular
// expression ("must be a UUID", "unknown field: foo"). See docs/getting-started.md#validation.

/** One error of the validator (Ajv's shape, or ours for text the database cannot hold). */
export interface SchemaError {
  instancePath?: string;
  schemaPath?: string;
  message?: string;
  params?: unknown;
  keyword?: string;
}

/** One problem of a request, as `details.errors` lists it. */
export interface FieldProblem {
  field: string;
  location: string;
  message: string;
}

/** At most this many problems are listed; a body can hold thousands of wrong items. */
export const maxProblems = 50;

/** Fastify's name of a request part, and the one an answer uses. */
const locations: Record<string, string> = { params: 'path', body: 'body', querystring: 'query', headers: 'header' };

export const locationOf = (validationContext: string | undefined): string => locations[validationContext ?? 'body'] ?? validationContext ?? 'body';

/**
 * Every pattern a request schema uses, in words. `test/schemas.test.ts` proves that each
 * pattern of every route has an entry, so no answer shows a regular expression.
 */
const patternWords: Record<string, string> = {
  '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$': 'must be a UUID',
  '^([0-9a-fA-F-]{36}|[0-9]{18,22})$': 'must be a link UUID or an ICCID of 18 to 22 digits',
  '^\\+[1-9]\\d{1,14}$': 'must be a phone number in E.164 format, such as +447700900123',
  '^\\+[1-9][0-9]{6,14}$': 'must be a phone number in E.164 format, such as +447700900123',
  '^(\\+[1-9][0-9]{6,14}|[A-Za-z0-9][A-Za-z0-9 ]{0,10})$': 'must be a phone number in E.164 format or an alphanumeric sender of up to 11 characters',
  '^\\d{1,14}(\\.\\d{1,6})?$': 'must be an amount with at most 6 decimals, such as "10" or "15.30"',
  '^-?\\d{1,14}(\\.\\d{1,6})?$': 'must be an amount with at most 6 decimals, such as "10" or "-15.30"',
  '^\\d{1,14}\\.\\d{6}$': 'must be an amount with exactly 6 decimals, such as "1.500000"',
  '^\\d+\\.\\d{6}$': 'must be an amount with exactly 6 decimals, such as "1.500000"',
  '^-?\\d+(\\.\\d+)?$': 'must be a decimal number written as a string, such as "512" or "0.5"',
  '^[A-Za-z]{2}$': 'must be a two-letter ISO 3166-1 alpha-2 country code, such as GB',
  '^[A-Z]{2}$': 'must be a two-letter ISO 3166-1 alpha-2 country code in upper case, such as GB',
  '^[A-Za-z]{3}$': 'must be a three-letter ISO 3166-1 alpha-3 country code, such as GBR',
  '^[A-Z]{3}$': 'must be a three-letter ISO 4217 currency code in upper case, such as EUR',
  '^[a-z0-9]([a-z0-9-]{0,62}[a-z0-9])?$': 'must be lower-case letters, digits and inner hyphens',
  '^[A-Za-z0-9][A-Za-z0-9._:/-]*$': 'must start with a letter or digit and hold only letters, digits and . _ : / -',
  '^\\S(.*\\S)?$': 'must not be blank or start or end with a space',
  '\\S': 'must not be blank',
  '^\\d{3}$': 'must be three digits',
  '^\\d{2,3}$': 'must be two or three digits',
  '^\\d{5,6}$': 'must be five or six digits (the MCC and the MNC)',
  '^\\+?\\d{1,4}$': 'must be a country calling code of 1 to 4 digits, such as 44 or +1',
  '^[0-9]{1,15}$': 'must be 1 to 15 digits',
  '^[0-9]{15}$': 'must be 15 digits',
  '^[0-9]{18,22}$': 'must be an ICCID of 18 to 22 digits',
  '^[12][0-9]{3}-(0[1-9]|1[0-2])$': 'must be a month written YYYY-MM, such as 2026-01',
  '^[^\\u0000-\\u001f\\u007f]*$': 'must not contain control characters',
  '^[a-z][a-z_]*(\\.[a-z][a-z_]*)*(\\.\\*)?$': 'must be an event type such as link.status_changed, or a prefix such as link.*',
  '^cli_[0-9a-f]{24}$': 'must be a client id: cli_ and 24 hexadecimal digits',
  '^usr_[0-9a-f]{24}$': 'must be a user id: usr_ and 24 hexadecimal digits',
  '^[a-z][a-z0-9_]*$': 'must be lower-case letters, digits and underscores, starting with a letter, such as reseller_activation',
};

export const hasPatternWords = (pattern: string): boolean => patternWords[pattern] !== undefined;

const formatWords: Record<string, string> = {
  uuid: 'must be a UUID',
  'date-time': 'must be an RFC 3339 date-time from year 1 to 9999, such as 2026-01-31T09:00:00Z',
  date: 'must be a date written YYYY-MM-DD',
  email: 'must be an email address',
  uri: 'must be an absolute URL',
  url: 'must be an absolute URL',
  ipv4: 'must be an IPv4 address',
};

const typeWords: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

const typesInWords = (types: unknown[]): string => `must be ${[...new Set(types.flatMap((t) => String(t).split(',')))].map((t) => typeWords[t] ?? t).join(' or ')}`;

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** A JSON pointer as the field a caller wrote: `/items/0/iccid` is `items[0].iccid`. */
export function fieldOf(pointer: string, location: string, extra?: string): string {
  const parts = pointer === '' ? [] : pointer.slice(1).split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) && out !== '' ? `[${p}]` : out === '' ? p : `.${p}`;
  return out === '' ? location : out;
}

/** The words of one error, and the field it is about (a missing or unknown field names itself). */
function describe(e: SchemaError, location: string): { field: string; message: string } {
  const params = (e.params ?? {}) as Record<string, unknown>;
  const at = e.instancePath ?? '';
  switch (e.keyword) {
    case 'required':
      return { field: fieldOf(at, location, String(params.missingProperty)), message: 'is required' };
    case 'additionalProperties':
      return { field: fieldOf(at, location, String(params.additionalProperty)), message: 'unknown field' };
    case 'type':
      return { field: fieldOf(at, location), message: typesInWords([params.type]) };
    case 'format':
      return { field: fieldOf(at, location), message: formatWords[String(params.format)] ?? `must be a valid ${String(params.format)}` };
    case 'pattern':
      return { field: fieldOf(at, location), message: patternWords[String(params.pattern)] ?? 'is not in the expected format' };
    case 'enum':
      return { field: fieldOf(at, location), message: `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}` };
    case 'const':
      return { field: fieldOf(at, location), message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'minLength':
      return { field: fieldOf(at, location), message: params.limit === 1 ? 'must not be empty' : `must be at least ${plural(Number(params.limit), 'character', 'characters')}` };
    case 'maxLength':
      return { field: fieldOf(at, location), message: `must be at most ${plural(Number(params.limit), 'character', 'characters')}` };
    case 'minimum':
      return { field: fieldOf(at, location), message: `must be at least ${String(params.limit)}` };
    case 'maximum':
      return { field: fieldOf(at, location), message: `must be at most ${String(params.limit)}` };
    case 'exclusiveMinimum':
      return { field: fieldOf(at, location), message: `must be greater than ${String(params.limit)}` };
    case 'exclusiveMaximum':
      return { field: fieldOf(at, location), message: `must be less than ${String(params.limit)}` };
    case 'multipleOf':
      return { field: fieldOf(at, location), message: `must be a multiple of ${String(params.multipleOf)}` };
    case 'minItems':
      return { field: fieldOf(at, location), message: `must have at least ${plural(Number(params.limit), 'item', 'items')}` };
    case 'maxItems':
      return { field: fieldOf(at, location), message: `must have at most ${plural(Number(params.limit), 'item', 'items')}` };
    case 'uniqueItems':
      return { field: fieldOf(at, location), message: `must not repeat an item (items ${String(params.j)} and ${String(params.i)} are the same)` };
    case 'minProperties':
      return { field: fieldOf(at, location), message: `must have at least ${plural(Number(params.limit), 'field', 'fields')}` };
    case 'maxProperties':
      return { field: fieldOf(at, location), message: `must have at most ${plural(Number(params.limit), 'field', 'fields')}` };
    default:
      return { field: fieldOf(at, location), message: e.message ?? 'is invalid' };
  }
}

/**
 * One error per value that matched none of a schema's alternatives, where the validator
 * reports each alternative and then the `anyOf`: a value outside a list of constants
 * (`status=foo`) reads "must be one of: a, b", and one of the wrong type for a nullable
 * field "must be a string or null". Otherwise the alternatives whose type the value had
 * keep their errors (a too-long string of a nullable field says it is too long), and the
 * `anyOf` itself says nothing more.
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
    while (first > 0 && out[first - 1]?.schemaPath?.startsWith(prefix) && (out[first - 1]?.instancePath ?? '').startsWith(e.instancePath ?? '')) first--;
    const branches = out.splice(first);
    const params = branches.map((b) => (b.params ?? {}) as { allowedValue?: unknown; type?: unknown });
    if (branches.length > 0 && branches.every((b) => b.keyword === 'const')) {
      out.push({ ...e, keyword: 'oneOfConstants', message: `must be one of: ${params.map((p) => String(p.allowedValue)).join(', ')}` });
      continue;
    }
    const atValue = (b: SchemaError) => b.keyword === 'type' && b.instancePath === e.instancePath;
    const kept = branches.filter((b) => !atValue(b));
    if (kept.length === 0) out.push({ ...e, keyword: 'types', message: typesInWords(params.map((p) => p.type)) });
    else out.push(...kept);
  }
  return out;
}

/** The problems of one request part, in words, without repeats, at most maxProblems. */
export function problemsOf(errors: readonly SchemaError[], validationContext: string | undefined): FieldProblem[] {
  const location = locationOf(validationContext);
  const out: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const e of collapseAlternatives(errors)) {
    const { field, message } =
      e.keyword === 'oneOfConstants' || e.keyword === 'types' || e.keyword === undefined
        ? { field: fieldOf(e.instancePath ?? '', location), message: e.message ?? 'is invalid' }
        : describe(e, location);
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field, location, message });
    if (out.length === maxProblems) break;
  }
  return out;
}

/** The sentence of one problem: "name is required", "unknown field: foo". */
export const sentenceOf = (p: FieldProblem): string => (p.message === 'unknown field' ? `unknown field: ${p.field}` : `${p.field} ${p.message}`);

/** The message of a request with these problems: each sentence, in order. */
export const summaryOf = (problems: readonly FieldProblem[]): string =>
  problems.length === 0 ? 'the request is invalid' : problems.map(sentenceOf).join('; ');
