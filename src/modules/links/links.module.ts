// The links module: one object whose operations the routes, the bulk tasks and the
// reseller API share (create, read, edit, delete, list, the lifecycle, SMS and costs).

import type { LinksDeps } from './links.core.ts';
import { createLinkLifecycle } from './links.lifecycle.ts';
import { createLinksListRepo } from './links.list.repo.ts';
import { createLinksRepo } from './links.repo.ts';
import { createLinksService } from './links.service.ts';
import { createLinkMessaging } from './links.sms.ts';
import { createLinkSmsRepo } from './links.sms.repo.ts';

export function createLinksModule(deps: Omit<LinksDeps, 'repo'>) {
  const full: LinksDeps = { ...deps, repo: createLinksRepo(deps.db) };
  const service = createLinksService({ ...full, listRepo: createLinksListRepo(deps.db) });
  const lifecycle = createLinkLifecycle(full, service.core);
  const messaging = createLinkMessaging({ ...full, smsRepo: createLinkSmsRepo(deps.db) }, service.core);
  const { core: _core, ...operations } = service;
  return {
    ...operations,
    ...lifecycle,
    sendSms: messaging.send,
    listSms: messaging.list,
    costs: messaging.costs,
  };
}

export type LinksModule = ReturnType<typeof createLinksModule>;
