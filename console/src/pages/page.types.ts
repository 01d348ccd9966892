// What the page registry (pages.registry.ts) lists: a path, the main navigation's link if
// the page has one, and the page's own lazily loaded file.

import type { ComponentType } from 'react';

/** The main navigation's links, in the order it shows them. */
export const navOrder = ['Overview', 'Activity', 'Links', 'SIMs', 'Tasks', 'Numbers', 'eSIMs', 'Wallet', 'Settings'] as const;
export type NavName = (typeof navOrder)[number];

export interface PageProps {
  /** The path's parameters (`:id`). */
  params: Record<string, string>;
  query: URLSearchParams;
}

export interface PageEntry {
  /** Inside /console: `/links`, `/links/:id`. */
  path: string;
  /** The page's title (the document's title while it is shown). */
  title: string;
  /** The main navigation's link to it, when it has one. */
  nav?: NavName;
  /** Only admins see it (a viewer gets "Not found"). */
  adminOnly?: boolean;
  load(): Promise<{ default: ComponentType<PageProps> }>;
}
