// Pure rules of links: the shape `meta` may take, how network bars combine, and the
// answers to a SIM that cannot be bound.

import { invalid } from '../../lib/errors.ts';
import { type NetworkType, networkTypes } from '../../providers/upstream/upstream.port.ts';
import type { SimRow } from '../sims/sims.repo.ts';

export const maxMetaKeys = 10;
export const maxMetaDepth = 3;
/** Free-form, but bounded: meta is stored with every link and returned in every list. */
export const maxMetaBytes = 8192;

/**
 * Nesting depth of a JSON value (a scalar is 0, a container one more than its deepest
 * member), counted without recursion and only up to `cap`: a hostile body nested a
 * hundred thousand levels deep costs no more than one nested `cap` levels.
 */
function depthOf(value: unknown, cap: number): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [v, level] = pending.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, level);
    if (deepest >= cap) return cap;
    for (const member of Array.isArray(v) ? v : Object.values(v)) pending.push([member, level + 1]);
  }
  return deepest;
}

/** A link's `meta`: at most 10 root keys, depth at most 3 counting the root as 1. */
export function checkMeta(meta: Record<string, unknown>): void {
  const keys = Object.keys(meta).length;
  if (keys > maxMetaKeys) throw invalid(`meta has ${keys} root keys; at most ${maxMetaKeys} are allowed`, { field: 'meta', root_keys: keys });
  if (depthOf(meta, maxMetaDepth + 1) > maxMetaDepth) {
    throw invalid(`meta is nested more than ${maxMetaDepth} levels deep (the root counts as 1)`, { field: 'meta', max_depth: maxMetaDepth });
  }
  const bytes = Buffer.byteLength(JSON.stringify(meta), 'utf8');
  if (bytes > maxMetaBytes) throw invalid(`meta takes ${bytes} bytes as JSON; at most ${maxMetaBytes}`, { field: 'meta', bytes });
}

/** `meta` of a request body, checked before schema validation walks it (see links.routes.ts). */
export function checkMetaOfBody(body: unknown): void {
  const meta = (body as { meta?: unknown } | null)?.meta;
  if (meta !== null && typeof meta === 'object' && !Array.isArray(meta)) checkMeta(meta as Record<string, unknown>);
}

/** Types in the canonical order, each once. */
const canonical = (types: readonly string[]): NetworkType[] => networkTypes.filter((t) => types.includes(t));

/** Bar: types already barred are dropped first; nothing left to bar is a 422. */
export function barred(current: readonly string[], requested: readonly string[]): NetworkType[] {
  const adding = canonical(requested).filter((t) => !current.includes(t));
  if (adding.length === 0) throw invalid('every network type given is already barred', { field: 'network_types', barred: canonical(current) });
  return canonical([...current, ...adding]);
}

/** Unbar: types not barred are dropped first; none of them barred is a 422. */
export function unbarred(current: readonly string[], requested: readonly string[]): NetworkType[] {
  const removing = canonical(requested).filter((t) => current.includes(t));
  if (removing.length === 0) throw invalid('none of the network types given is barred', { field: 'network_types', barred: canonical(current) });
  return canonical(current.filter((t) => !removing.includes(t as NetworkType)));
}

export const simBound = (simId: string, linkId: string | null) =>
  invalid('the SIM is already bound to another link', { entity: 'sim', id: simId, ...(linkId !== null && { link_id: linkId }) });

/** A provider refusing to attach the SIM: it is attached to another endpoint (or terminated). */
export const simRefused = (sim: SimRow) => () =>
  invalid('the provider refuses the SIM: it is attached to another endpoint or no longer in service', { entity: 'sim', id: sim.id, reason: 'sim_unavailable' });

export const zonesIntersect = (a: readonly string[], b: readonly string[]) => a.some((z) => b.includes(z));
