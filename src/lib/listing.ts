// Small rules every list of the connectivity API shares: literal substring search with
// ILIKE, and the direction a list sorts in when the caller names no order.

/** `%text%` for ILIKE with the text matched literally (`%`, `_` and `\` escaped; backslash is PostgreSQL's default LIKE escape). */
export const containsPattern = (s: string): string => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The LIKE pattern that finds `text` inside a UUID's canonical form, or null when no
 * UUID can contain it. UUIDs print in lower case, so a case-sensitive LIKE on the
 * lowered text does what ILIKE would, at a fraction of the cost, and most searches
 * (words) skip the comparison entirely.
 */
export function idSearchPattern(text: string): string | null {
  return /^[0-9A-Fa-f-]{1,36}$/.test(text) ? `%${text.toLowerCase()}%` : null;
}

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

/**
 * Runs a page query and, only when the page alone cannot tell, the count query. A page
 * that is short (and not past the end) holds the last rows, so the total follows from
 * it; that spares the count, the expensive half of a filtered list, on most small lists.
 */
export async function pageWithTotal<T>(
  q: { limit: number; offset: number },
  rowsOf: () => Promise<T[]>,
  countOf: () => Promise<number>,
): Promise<{ rows: T[]; total: number }> {
  const rows = await rowsOf();
  if (rows.length < q.limit && (rows.length > 0 || q.offset === 0)) return { rows, total: q.offset + rows.length };
  return { rows, total: await countOf() };
}
