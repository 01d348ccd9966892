// The links module: one object whose operations the routes, the bulk tasks and the
// reseller API share (create, read, edit, delete, list, the lifecycle, network status,
// SMS and costs). The links repository comes from the composition root: one per process.

import type { LinksDeps } from './links.core.ts';
import { createLinkLifecycle } from './links.lifecycle.ts';
import { createLinksListRepo } from './links.list.repo.ts';
import { createLinksService } from './links.service.ts';
import { createLinkMessaging } from './links.sms.ts';
import { createLinkSmsRepo } from './links.sms.repo.ts';

export function createLinksModule(deps: LinksDeps) {
  const service = createLinksService({ ...deps, listRepo: createLinksListRepo(deps.db) });
  const lifecycle = createLinkLifecycle(deps, service.core);
  const messaging = createLinkMessaging({ ...deps, smsRepo: createLinkSmsRepo(deps.db) }, service.core);
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
