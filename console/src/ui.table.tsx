// A table of one page of a server-side paged list (the APIs' `page`, `page_size`,
// `total`, `pages`): column headers, a caption, and Previous / Next that ask the API for
// another page rather than holding every row.

import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
  className?: string;
}

export interface PageInfo {
  page: number;
  pages: number;
  total: number;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row): string;
  /** The page shown; without it the table has no paging controls. */
  paging?: PageInfo;
  onPage?(page: number): void;
  loading?: boolean;
  empty?: ReactNode;
}

export function DataTable<Row>({ caption, columns, rows, rowKey, paging, onPage, loading, empty }: DataTableProps<Row>) {
  return (
    <div className="table-wrap">
      <table aria-busy={loading === true}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.className}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="muted">
                {loading ? 'Loading…' : (empty ?? 'Nothing to show.')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.header} className={c.className}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {paging !== undefined && onPage !== undefined && (
        <nav className="pager" aria-label={`${caption} pages`}>
          <button type="button" onClick={() => onPage(paging.page - 1)} disabled={loading || paging.page <= 1}>
            Previous
          </button>
          <span aria-live="polite">
            Page {paging.page} of {Math.max(1, paging.pages)} · {paging.total} in all
          </span>
          <button type="button" onClick={() => onPage(paging.page + 1)} disabled={loading || paging.page >= paging.pages}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
