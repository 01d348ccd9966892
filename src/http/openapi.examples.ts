// An example of every request body and main answer of the OpenAPI document, built from
// its schema where the schema gives none: each field's own example or default, else a
// value of its type, format and pattern, so every example validates against its schema.

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  examples?: unknown[];
  example?: unknown;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
};

/** A value of each pattern the schemas use (the words of each are in validation.messages.ts). */
const patternSamples: Record<string, string> = {
  '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$': '3f2b8c1e-5d4a-4e7b-9c61-0a2d4e6f8b90',
  '^([0-9a-fA-F-]{36}|[0-9]{18,22})$': '8944500102198304826',
  '^\\+[1-9]\\d{1,14}$': '+4915123456789',
  '^\\+[1-9][0-9]{6,14}$': '+4915123456789',
  '^(\\+[1-9][0-9]{6,14}|[A-Za-z0-9][A-Za-z0-9 ]{0,10})$': '+4915123456789',
  '^\\d{1,14}(\\.\\d{1,6})?$': '15.30',
  '^-?\\d{1,14}(\\.\\d{1,6})?$': '15.30',
  '^\\d{1,14}\\.\\d{6}$': '0.040000',
  '^\\d+\\.\\d{6}$': '1.000000',
  '^-?\\d+(\\.\\d+)?$': '512',
  '^[A-Za-z]{2}$': 'DE',
  '^[a-z][a-z_]*(\\.[a-z][a-z_]*)*(\\.\\*)?$': 'link.status_changed',
  '^[A-Z]{2}$': 'DE',
  '^[A-Za-z]{3}$': 'DEU',
  '^[A-Z]{3}$': 'EUR',
  '^[a-z0-9]([a-z0-9-]{0,62}[a-z0-9])?$': 'europe-5gb',
  '^[A-Za-z0-9][A-Za-z0-9._:/-]*$': 'eu-5gb-30d',
  '^\\S(.*\\S)?$': 'base-plan',
  '\\S': 'text',
  '^\\d{3}$': '262',
  '^\\d{2,3}$': '01',
  '^\\d{5,6}$': '26201',
  '^\\+?\\d{1,4}$': '49',
  '^[0-9]{1,15}$': '555',
  '^[0-9]{15}$': '356938035643809',
  '^[0-9]{18,22}$': '8944500102198304826',
  '^[12][0-9]{3}-(0[1-9]|1[0-2])$': '2026-01',
  '^[^\\u0000-\\u001f\\u007f]*$': 'text',
  '^[a-z][a-z0-9_]*$': 'reseller_activation',
};

const formatSamples: Record<string, string> = {
  uuid: '3f2b8c1e-5d4a-4e7b-9c61-0a2d4e6f8b90',
  'date-time': '2026-01-31T09:00:00.000Z',
  date: '2026-01-31',
  email: 'ops@example.com',
  uri: 'https://example.com/hooks/sms',
  url: 'https://example.com/hooks/sms',
  ipv4: '192.0.2.10',
};

function stringSample(s: Schema, name: string): string {
  if (s.pattern !== undefined && patternSamples[s.pattern] !== undefined) return patternSamples[s.pattern] as string;
  if (s.format !== undefined && formatSamples[s.format] !== undefined) return formatSamples[s.format] as string;
  let value = name === '' ? 'text' : name.replace(/_/g, '-');
  if (s.minLength !== undefined && value.length < s.minLength) value = value.padEnd(s.minLength, 'x');
  if (s.maxLength !== undefined && value.length > s.maxLength) value = value.slice(0, s.maxLength);
  return value;
}

function numberSample(s: Schema, integer: boolean): number {
  let n = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
  if (s.maximum !== undefined && n > s.maximum) n = s.maximum;
  return integer ? Math.ceil(n) : n;
}

/** An example value of a schema (`name` is the field it is for, used for free text). */
export function exampleOf(schema: Schema | undefined, name = '', depth = 0): unknown {
  if (schema === undefined || depth > 12) return null;
  if (schema.examples !== undefined && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum !== undefined && schema.enum.length > 0) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined) {
    const notNull = alternatives.find((a) => a.type !== 'null') ?? alternatives[0];
    return exampleOf(notNull, name, depth + 1);
  }
  if (schema.allOf !== undefined) return Object.assign({}, ...schema.allOf.map((a) => exampleOf(a, name, depth + 1) as object));
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) out[key] = exampleOf(value, key, depth + 1);
      return out;
    }
    case 'array': {
      const count = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: count }, () => exampleOf(schema.items, name, depth + 1));
    }
    case 'string':
      return stringSample(schema, name);
    case 'integer':
      return numberSample(schema, true);
    case 'number':
      return numberSample(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return schema.properties !== undefined ? exampleOf({ ...schema, type: 'object' }, name, depth) : null;
  }
}

interface Media {
  schema?: Schema;
  example?: unknown;
  examples?: unknown;
}

interface Operation {
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

/** Gives every request body and every 2xx answer with a body an example, where it has none. */
export function addExamples(paths: Record<string, Record<string, Operation | undefined>>): void {
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      if (operation === undefined || typeof operation !== 'object') continue;
      const media: Media[] = Object.values(operation.requestBody?.content ?? {});
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (/^2\d\d$/.test(status)) media.push(...Object.values(response.content ?? {}));
      }
      for (const m of media) {
        if (m.example !== undefined || m.examples !== undefined || m.schema === undefined) continue;
        if (m.schema.type === 'null') continue;
        m.example = exampleOf(m.schema);
      }
    }
  }
}
