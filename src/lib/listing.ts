// Small rules every list of the connectivity API shares: literal substring search with
// ILIKE, and the direction a list sorts in when the caller names no order.

/** `%text%` for ILIKE with the text matched literally (`%`, `_` and `\` escaped; backslash is PostgreSQL's default LIKE escape). */
export const containsPattern = (s: string): string => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Trimmed search text, or undefined when there is nothing to search for. */
export function searchTextOf(given: string | undefined): string | undefined {
  const text = given?.trim();
  return text !== undefined && text.length > 0 ? text : undefined;
}

const timestampFields = new Set(['created_at', 'updated_at', 'activated_at', 'expires_at']);

/** Newest first for timestamps, ascending for everything else (names, quantities). */
export function sortOrderOf(sortBy: string, given: 'asc' | 'desc' | undefined): 'asc' | 'desc' {
  return given ?? (timestampFields.has(sortBy) ? 'desc' : 'asc');
}
