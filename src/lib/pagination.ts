// The list pattern of the connectivity API: page/page_size in, the documented envelope
// out (both `pages` and `total_pages`: two names the API gives one value).

import { type TSchema, Type } from 'typebox';

export const PageQuery = {
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: '1-based page number' }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'items per page (1 to 100)' }),
};

/**
 * A list's `search` text: control characters (NUL among them, which PostgreSQL text
 * cannot hold) are refused with 422 on every list alike.
 */
export const SearchText = (options: { maxLength: number; minLength?: number; description: string }) =>
  Type.String({ ...options, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });

export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')], { description: 'sort direction' });

export function Paginated<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    page_size: Type.Integer({ minimum: 1 }),
    pages: Type.Integer({ minimum: 0 }),
    total_pages: Type.Integer({ minimum: 0 }),
  });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
  pages: number;
  total_pages: number;
}

export function page<T>(items: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  const pages = Math.ceil(total / pageSize);
  return { items, total, page: pageNo, page_size: pageSize, pages, total_pages: pages };
}

export const offsetOf = (pageNo: number, pageSize: number): number => (pageNo - 1) * pageSize;
