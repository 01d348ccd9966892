// Async iteration over the platform's paged lists (docs/sdk.md, "Paged lists"). Every
// API pages with `page` from 1; the page's items are `items` (connectivity, /v1, admin)
// or the one list inside the `data` envelope (/numbers), next to `total`.

type Get = (path: string, init?: unknown) => Promise<unknown>;
type Init = { params?: { query?: Record<string, unknown> } & Record<string, unknown> } & Record<string, unknown>;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The items, total and page size of one page of any API. */
export function readPage(answer: unknown): { items: unknown[]; total: number | null; pageSize: number | null } {
  const page = isObject(answer) && isObject(answer.data) && !Array.isArray(answer.items) ? answer.data : answer;
  if (!isObject(page)) throw new Error('not a page: the answer is not an object');
  const items = Array.isArray(page.items) ? page.items : Object.values(page).find(Array.isArray);
  if (items === undefined) throw new Error('not a page: the answer has no list');
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  return { items, total: num(page.total), pageSize: num(page.page_size) ?? num(page.per_page) };
}

export async function* pages(get: Get, path: string, init: Init | undefined): AsyncGenerator<unknown> {
  const query = init?.params?.query ?? {};
  let page = typeof query.page === 'number' ? query.page : 1;
  for (;;) {
    const answer = await get(path, { ...init, params: { ...init?.params, query: { ...query, page } } });
    const { items, total, pageSize } = readPage(answer);
    yield* items;
    if (items.length === 0) return;
    if (total !== null && pageSize !== null && page * pageSize >= total) return;
    page++;
  }
}
