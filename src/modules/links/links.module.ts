// The links module: one object whose operations the routes, the bulk tasks and the
// reseller API share (create, read, edit, delete, list, the lifecycle, network status,
// SMS and costs). It builds the process's one links repository (`repo`, with its batched
// detail read), which bulk tasks read too.

import type { LinksDeps } from './links.core.ts';
import { createLinkLifecycle } from './links.lifecycle.ts';
import { createLinksListRepo } from './links.list.repo.ts';
import { createLinksRepo } from './links.repo.ts';
import { createLinksService } from './links.service.ts';
import { createLinkMessaging } from './links.sms.ts';
import { createLinkSmsRepo } from './links.sms.repo.ts';
import { linkMounts } from './links.routes.ts';

export function createLinksModule(moduleDeps: Omit<LinksDeps, 'repo'>) {
  const repo = createLinksRepo(moduleDeps.db);
  const deps: LinksDeps = { ...moduleDeps, repo };
  const service = createLinksService({ ...deps, listRepo: createLinksListRepo(deps.db) });
  const lifecycle = createLinkLifecycle(deps, service.core);
  const messaging = createLinkMessaging({ ...deps, smsRepo: createLinkSmsRepo(deps.db) }, service.core);
  const { core: _core, ...operations } = service;
  const links = {
    repo,
    ...operations,
    ...lifecycle,
    sendSms: messaging.send,
    listSms: messaging.list,
    costs: messaging.costs,
  };
  return { ...links, routes: linkMounts(links) };
}

export type LinksModule = ReturnType<typeof createLinksModule>;
