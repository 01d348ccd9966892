// A small router over the History API: paths under /console, query strings as page
// state (so a reload or a shared link opens the same view), and links that navigate
// without reloading.

import { type AnchorHTMLAttributes, type MouseEvent, useMemo, useSyncExternalStore } from 'react';

export const BASE = '/console';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

export interface Location {
  /** The path inside the console: `/links/abc`. */
  path: string;
  query: URLSearchParams;
}

export function useLocation(): Location {
  const href = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => {
    const url = new URL(href, window.location.origin);
    const rest = url.pathname.startsWith(BASE) ? url.pathname.slice(BASE.length) : url.pathname;
    return { path: rest === '' ? '/' : rest.replace(/(.)\/$/, '$1'), query: url.searchParams };
  }, [href]);
}

/** Goes to `to` (a path inside the console, with its query string if any). */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = BASE + (to === '/' ? '/' : to);
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  for (const listener of listeners) listener();
}

/** The query string of `params`, without empty values: `?q=x&page=2`. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') q.set(key, String(value));
  const s = q.toString();
  return s === '' ? '' : `?${s}`;
}

/** The parameters of `path` under `pattern` (`/links/:id`), or null when it does not match. */
/** The page number a list keeps in its query string (`page`), 1 when absent or not a number. */
export const pageOf = (query: URLSearchParams): number => Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);

export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) {
      if (g === '') return null;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) return null;
  }
  return params;
}

export function Link({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    rest.onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return <a {...rest} href={BASE + to} onClick={onClick} />;
}
