// Routing endpoints and each number's routing. One default per organisation and type:
// making an endpoint the default clears the previous one in the same transaction.
import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { hasAuthority } from '../../lib/urls.ts';
import type { EndpointRow, EndpointType, NumberRouting, RoutingRepo } from './routing.repo.ts';

const schemesOf: Record<EndpointType, readonly string[]> = {
  // SMS are delivered as HTTP requests (the inbound delivery worker posts to them).
  sms: ['http:', 'https:'],
  // Voice may go to a SIP trunk, a phone number, or a call-control webhook.
  voice: ['sip:', 'sips:', 'tel:', 'http:', 'https:'],
};

/** Throws validation_error unless `uri` is an absolute URI of a scheme the type accepts. */
export function checkDestination(type: EndpointType, uri: string): void {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw invalid('destination_uri must be an absolute URI', { field: 'destination_uri' });
  }
  const allowed = schemesOf[type];
  if (!allowed.includes(url.protocol)) {
    throw invalid(`destination_uri of a ${type} endpoint must use ${allowed.map((s) => s.slice(0, -1)).join(', ')}`, { field: 'destination_uri' });
  }
  if ((url.protocol === 'http:' || url.protocol === 'https:') && (url.hostname === '' || !hasAuthority(uri))) {
    throw invalid('destination_uri must name a host', { field: 'destination_uri' });
  }
  if ((url.protocol === 'sip:' || url.protocol === 'sips:' || url.protocol === 'tel:') && url.pathname.length < 2) {
    throw invalid(`destination_uri must name a ${url.protocol === 'tel:' ? 'number' : 'SIP address'}`, { field: 'destination_uri' });
  }
}

export interface EndpointInput {
  name: string;
  type: EndpointType;
  destinationUri: string;
  isDefault: boolean;
  isSecondary: boolean;
}

export type EndpointPatch = Partial<Pick<EndpointInput, 'name' | 'destinationUri' | 'isDefault' | 'isSecondary'>>;

export interface RoutingView {
  routing: NumberRouting;
  voice: EndpointRow | null;
  sms: EndpointRow | null;
}

export interface RoutingServiceDeps {
  db: Db;
  repo: RoutingRepo;
  /**
   * The webhooks' check of a URL the platform will deliver to (webhooks.targets.ts): 422
   * when it reaches loopback, private or link-local addresses, unless they are allowed.
   */
  checkTarget(url: URL, field: string): Promise<void>;
}

export function createRoutingService(deps: RoutingServiceDeps) {
  const { db, repo } = deps;

  /**
   * An http(s) destination is a URL the platform itself posts to (an SMS endpoint; a voice
   * webhook the same way), so it passes the webhooks' check. SIP and tel destinations are
   * dialled by the network, not by the platform.
   */
  async function checkReach(uri: string): Promise<void> {
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      return; // checkDestination names what is wrong with it
    }
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && hasAuthority(uri)) await deps.checkTarget(url, 'destination_uri');
  }

  async function requireEndpoint(organizationId: string, id: string, tx?: Executor): Promise<EndpointRow> {
    const row = await repo.find(organizationId, id, tx);
    if (row === null) throw notFound('endpoint', id);
    return row;
  }

  /**
   * The configured endpoint of each type, else the organisation's default of that type.
   * The reads run one after the other: in a transaction they share one connection, which
   * takes one statement at a time.
   */
  async function view(organizationId: string, routing: NumberRouting, tx?: Executor): Promise<RoutingView> {
    const defaults = await repo.findDefaults(organizationId, tx);
    const voice = routing.voiceEndpointId === null ? null : await repo.find(organizationId, routing.voiceEndpointId, tx);
    const sms = routing.smsEndpointId === null ? null : await repo.find(organizationId, routing.smsEndpointId, tx);
    const fallback = (type: EndpointType) => defaults.find((d) => d.type === type) ?? null;
    return { routing, voice: voice ?? fallback('voice'), sms: sms ?? fallback('sms') };
  }

  return {
    list: (organizationId: string, filter: { type?: EndpointType; limit: number; offset: number }) => repo.list(organizationId, filter),

    get: (organizationId: string, id: string) => requireEndpoint(organizationId, id),

    async create(organizationId: string, input: EndpointInput): Promise<EndpointRow> {
      checkDestination(input.type, input.destinationUri);
      await checkReach(input.destinationUri);
      const id = randomUUID();
      return db.transaction(async (tx) => {
        if (input.isDefault) {
          await repo.lockDefaults(organizationId, input.type, tx);
          await repo.clearDefault(organizationId, input.type, id, tx);
        }
        return repo.insert({ organizationId, id, ...input }, tx);
      });
    },

    async update(organizationId: string, id: string, patch: EndpointPatch): Promise<EndpointRow> {
      // Outside the transaction: the check may ask DNS. Both types take http(s) alike.
      if (patch.destinationUri !== undefined) await checkReach(patch.destinationUri);
      return db.transaction(async (tx) => {
        const current = await requireEndpoint(organizationId, id, tx);
        if (patch.destinationUri !== undefined) checkDestination(current.type as EndpointType, patch.destinationUri);
        if (patch.isDefault === true) {
          await repo.lockDefaults(organizationId, current.type as EndpointType, tx);
          await repo.clearDefault(organizationId, current.type as EndpointType, id, tx);
        }
        const row = await repo.update(organizationId, id, patch, tx);
        if (row === null) throw notFound('endpoint', id);
        return row;
      });
    },

    async remove(organizationId: string, id: string): Promise<EndpointRow> {
      const row = await db.transaction((tx) => repo.remove(organizationId, id, tx));
      if (row === null) throw notFound('endpoint', id);
      return row;
    },

    async getRouting(organizationId: string, phoneNumberId: string): Promise<RoutingView> {
      const routing = await repo.findLiveNumber(organizationId, phoneNumberId);
      if (routing === null) throw notFound('phone_number', phoneNumberId);
      return view(organizationId, routing);
    },

    /**
     * Sets both endpoints of a number (null: the default of the type). An endpoint id the
     * organisation does not have, or of the other type, is a validation error of the body.
     */
    async setRouting(organizationId: string, phoneNumberId: string, input: { voiceEndpointId: string | null; smsEndpointId: string | null }): Promise<RoutingView> {
      return db.transaction(async (tx) => {
        if ((await repo.findLiveNumber(organizationId, phoneNumberId, tx)) === null) throw notFound('phone_number', phoneNumberId);
        const checks: Array<[EndpointType, string | null, string]> = [
          ['voice', input.voiceEndpointId, 'voice_endpoint_id'],
          ['sms', input.smsEndpointId, 'sms_endpoint_id'],
        ];
        for (const [type, id, field] of checks) {
          if (id === null) continue;
          const endpoint = await repo.findForReference(organizationId, id, tx);
          if (endpoint === null) throw invalid(`${field} names no endpoint of this organisation`, { field, id });
          if (endpoint.type !== type) throw invalid(`${field} must name a ${type} endpoint, not a ${endpoint.type} one`, { field, id });
        }
        const routing = await repo.setNumberRouting(organizationId, phoneNumberId, input, tx);
        if (routing === null) throw notFound('phone_number', phoneNumberId);
        return view(organizationId, routing, tx);
      });
    },
  };
}

export type RoutingService = ReturnType<typeof createRoutingService>;
