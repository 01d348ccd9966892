// The signed-in console: a header with the user and Sign out, the main navigation, and
// the page the path names, loaded on first use (pages/pages.registry.ts).

import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useEffect, useRef } from 'react';
import { useConsole } from './app.context.tsx';
import { Link, matchPath, navigate, useLocation } from './app.router.tsx';
import { navOrder, type PageEntry, type PageProps } from './pages/page.types.ts';
import { pages } from './pages/pages.registry.ts';
import { NotFound } from './ui.error.tsx';

const components = new Map<PageEntry, LazyExoticComponent<ComponentType<PageProps>>>();
const componentOf = (entry: PageEntry) => {
  let c = components.get(entry);
  if (c === undefined) {
    c = lazy(entry.load);
    components.set(entry, c);
  }
  return c;
};

function find(path: string): { entry: PageEntry; params: Record<string, string> } | null {
  for (const entry of pages) {
    const params = matchPath(entry.path, path);
    if (params !== null) return { entry, params };
  }
  return null;
}

export function Shell() {
  const { session, signOut } = useConsole();
  const { path, query } = useLocation();
  const admin = session.user.role === 'admin';
  const visible = pages.filter((p) => !p.adminOnly || admin);
  const nav = navOrder.flatMap((name) => visible.filter((p) => p.nav === name));
  const found = find(path);
  const allowed = found !== null && (!found.entry.adminOnly || admin) ? found : null;
  const main = useRef<HTMLElement>(null);

  // The console's home is the first page of the navigation.
  useEffect(() => {
    if (path === '/' && nav[0] !== undefined) navigate(nav[0].path, { replace: true });
  }, [path, nav]);
  useEffect(() => {
    document.title = `${allowed?.entry.title ?? 'Not found'} · Console`;
  }, [allowed]);

  const Page = allowed === null ? null : componentOf(allowed.entry);
  return (
    <div className="shell">
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <span className="brand">Connectivity console</span>
        <span className="who">
          {session.user.email} <span className="badge">{session.user.role}</span>
        </span>
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <nav className="main-nav" aria-label="Main">
        <ul>
          {nav.map((p) => (
            <li key={p.path}>
              <Link to={p.path} aria-current={path === p.path || path.startsWith(`${p.path}/`) ? 'page' : undefined}>
                {p.nav}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" ref={main} tabIndex={-1}>
        {Page === null || allowed === null ? (
          path === '/' ? null : <NotFound />
        ) : (
          <Suspense fallback={<p className="muted">Loading…</p>}>
            <Page key={allowed.entry.path} params={allowed.params} query={query} />
          </Suspense>
        )}
      </main>
    </div>
  );
}
