// The console's pages: one line each, each page its own file loaded when first shown
// (docs/console.md#adding-a-page). Only pages that exist are listed; the navigation
// shows those with `nav`, in the order of navOrder.

import type { PageEntry } from './page.types.ts';

export const pages: PageEntry[] = [
  { path: '/overview', title: 'Overview', nav: 'Overview', load: () => import('./overview.page.tsx') },
  { path: '/activity', title: 'Activity', nav: 'Activity', load: () => import('./activity.page.tsx') },
  { path: '/links', title: 'Links', nav: 'Links', load: () => import('./links.page.tsx') },
  { path: '/links/:id', title: 'Link', load: () => import('./link.page.tsx') },
  { path: '/settings', title: 'Settings', nav: 'Settings', load: () => import('./settings.page.tsx') },
  { path: '/sims', title: 'SIMs', nav: 'SIMs', load: () => import('./sims.page.tsx') },
  { path: '/tasks', title: 'Tasks', nav: 'Tasks', load: () => import('./tasks.page.tsx') },
  { path: '/tasks/:id', title: 'Task', load: () => import('./task.page.tsx') },
  { path: '/numbers', title: 'Numbers', nav: 'Numbers', load: () => import('./numbers.page.tsx') },
  { path: '/numbers/:id', title: 'Number', load: () => import('./number.page.tsx') },
  { path: '/esims', title: 'eSIMs', nav: 'eSIMs', load: () => import('./esims.page.tsx') },
  { path: '/esims/:id', title: 'eSIM', load: () => import('./esim.page.tsx') },
  { path: '/wallet', title: 'Wallet', nav: 'Wallet', load: () => import('./wallet.page.tsx') },
];
