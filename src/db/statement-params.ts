// The parameters of a drizzle SQL object without its text: a named statement renders the
// same text on every call (see queryNamed), so only its values are needed after the
// first, and drizzle's full walk cost the hottest reads about a twentieth of their CPU.

import { Column, Name, Param, Placeholder, SQL, StringChunk, Subquery, Table, View, isSQLWrapper } from 'drizzle-orm';

/**
 * Fragments met before that carry no parameter (column lists, CTEs without values): the
 * walk, which follows drizzle's rules for the chunks that carry parameters, never enters
 * them again.
 */
const withoutParams = new WeakSet<SQL>();

/**
 * Appends the parameters of `chunks` to `out`, as drizzle's buildQueryFromSourceParams
 * would (inline parameters are part of the text). Answers whether it found any.
 */
function collect(chunks: readonly unknown[], inline: boolean, out: unknown[]): boolean {
  const before = out.length;
  for (const chunk of chunks) {
    if (chunk === undefined) continue;
    if (chunk === null || typeof chunk !== 'object') {
      // A value written into the template (string, number, boolean, null): one parameter.
      if (typeof chunk !== 'function' && !inline) out.push(chunk);
      continue;
    }
    if (chunk instanceof StringChunk || chunk instanceof Name || chunk instanceof Table || chunk instanceof Column || chunk instanceof View) continue;
    if (chunk instanceof SQL) {
      if (withoutParams.has(chunk)) continue;
      const found = collect(chunk.queryChunks, inline || (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams, out);
      if (!found) withoutParams.add(chunk);
      continue;
    }
    if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) {
        out.push(chunk);
        continue;
      }
      const mapped: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (mapped instanceof SQL) collect([mapped], inline, out);
      else if (!inline) out.push(mapped);
      continue;
    }
    if (chunk instanceof Placeholder) {
      out.push(chunk);
      continue;
    }
    if (Array.isArray(chunk)) {
      collect(chunk, inline, out);
      continue;
    }
    if (chunk instanceof SQL.Aliased) {
      if (chunk.fieldAlias !== undefined) continue;
      collect([chunk.sql], inline, out);
      continue;
    }
    if (chunk instanceof Subquery) {
      const sub = chunk as unknown as { _: { isWith: boolean; sql: SQL } };
      if (!sub._.isWith) collect([sub._.sql], inline, out);
      continue;
    }
    if (isSQLWrapper(chunk)) {
      collect([chunk.getSQL()], inline, out);
      continue;
    }
    // Any other object (a Date, a Buffer) is a value.
    if (!inline) out.push(chunk);
  }
  return out.length > before;
}

/** The parameters drizzle would send with `statement`, in order. */
export function paramsOf(statement: SQL): unknown[] {
  const out: unknown[] = [];
  collect([statement], false, out);
  return out;
}
