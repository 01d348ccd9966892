// Coverages: named operator sets of one provider. The provider and the zones are
// derived from the operators and stored on the coverage; operator changes lock the
// coverage row, so the one-provider and never-empty rules hold under concurrency, and
// copy the new zones onto the coverage's plans in the same transaction.

import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../../db/client.ts';
import { deleted, invalid, notFound } from '../../lib/errors.ts';
import type { OperatorRow } from '../operators/operators.repo.ts';
import type { CoverageListQuery, CoverageRow, CoveragesRepo } from './coverages.repo.ts';

export interface CoverageView {
  row: CoverageRow;
  operators: OperatorRow[];
}

/** What a coverage needs to know of the plans built on it (the plans repository). */
export interface CoveragePlans {
  countLiveByCoverage(organizationId: string, coverageId: string, tx?: Executor): Promise<number>;
  setCoverageZones(organizationId: string, coverageId: string, zones: string[], tx?: Executor): Promise<void>;
}

/** Distinct zones in alphabetical order: the documented `compatibility_zones` of a coverage. */
export const zonesOf = (ops: readonly OperatorRow[]): string[] => [...new Set(ops.map((o) => o.compatibilityZone))].sort();

const sameZones = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((z, i) => z === b[i]);

export function createCoveragesService(deps: {
  db: Db;
  coveragesRepo: CoveragesRepo;
  /** Catalogue operators with these ids; unknown ids are absent. */
  findOperators(ids: readonly string[]): Promise<OperatorRow[]>;
  plans: CoveragePlans;
}) {
  const { db, coveragesRepo: repo, plans } = deps;

  async function requireLive(organizationId: string, id: string, tx?: Executor, lock?: 'update' | 'share'): Promise<CoverageRow> {
    const row = await repo.find(organizationId, id, tx, lock);
    if (row === null) throw notFound('coverage', id);
    if (row.removedAt !== null) throw deleted('coverage', id);
    return row;
  }

  async function resolveOperators(ids: readonly string[]): Promise<OperatorRow[]> {
    const unique = [...new Set(ids)];
    const found = await deps.findOperators(unique);
    if (found.length !== unique.length) {
      const known = new Set(found.map((o) => o.id));
      throw notFound(
        'operator',
        unique.filter((id) => !known.has(id)),
      );
    }
    return found;
  }

  function requireOneProvider(ops: readonly OperatorRow[], coverageProvider?: string): string {
    const providers = [...new Set([...(coverageProvider ? [coverageProvider] : []), ...ops.map((o) => o.provider)])].sort();
    if (providers.length > 1) {
      throw invalid('a coverage holds operators of one compatibility-zone family (one provider) only', {
        providers,
        operator_ids: ops.filter((o) => o.provider !== (coverageProvider ?? providers[0])).map((o) => o.id),
      });
    }
    return providers[0] as string;
  }

  async function viewOf(organizationId: string, row: CoverageRow, tx?: Executor): Promise<CoverageView> {
    const ops = await repo.operatorsOf(organizationId, [row.id], tx);
    return { row, operators: ops.get(row.id) ?? [] };
  }

  /** Recomputes the zones after an operator change and copies them onto the plans. */
  async function refreshZones(organizationId: string, view: CoverageView, tx: Executor): Promise<CoverageView> {
    const { row, operators } = view;
    const zones = zonesOf(operators);
    const updated = (await repo.update(organizationId, row.id, { compatibilityZones: zones }, tx)) as CoverageRow;
    if (!sameZones(zones, row.compatibilityZones)) await plans.setCoverageZones(organizationId, row.id, zones, tx);
    return { row: updated, operators };
  }

  return {
    requireLive,

    async create(organizationId: string, input: { name: string; operatorIds: readonly string[] }): Promise<CoverageView> {
      const ops = await resolveOperators(input.operatorIds);
      const provider = requireOneProvider(ops);
      const row = await db.transaction((tx) =>
        repo.insert(
          { organizationId, id: randomUUID(), name: input.name, provider, compatibilityZones: zonesOf(ops) },
          ops.map((o) => o.id),
          tx,
        ),
      );
      return { row, operators: ops };
    },

    async get(organizationId: string, id: string): Promise<CoverageView> {
      return viewOf(organizationId, await requireLive(organizationId, id));
    },

    async list(organizationId: string, q: CoverageListQuery): Promise<{ items: CoverageView[]; total: number }> {
      const { rows, total } = await repo.list(organizationId, q);
      const ops = await repo.operatorsOf(
        organizationId,
        rows.map((r) => r.id),
      );
      return { items: rows.map((row) => ({ row, operators: ops.get(row.id) ?? [] })), total };
    },

    async rename(organizationId: string, id: string, name: string): Promise<CoverageView> {
      const row = await repo.update(organizationId, id, { name });
      if (row === null) await requireLive(organizationId, id);
      return viewOf(organizationId, row as CoverageRow);
    },

    async remove(organizationId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await requireLive(organizationId, id, tx, 'update');
        const used = await plans.countLiveByCoverage(organizationId, id, tx);
        if (used > 0) throw invalid('the coverage is used by plans; delete them first', { entity: 'coverage', id, plan_count: used });
        await repo.update(organizationId, id, { removed: true }, tx);
      });
    },

    async addOperators(organizationId: string, id: string, operatorIds: readonly string[]): Promise<CoverageView> {
      await requireLive(organizationId, id);
      const ops = await resolveOperators(operatorIds);
      return db.transaction(async (tx) => {
        const row = await requireLive(organizationId, id, tx, 'update');
        requireOneProvider(ops, row.provider);
        const added = await repo.addOperators(
          organizationId,
          id,
          ops.map((o) => o.id),
          tx,
        );
        const view = await viewOf(organizationId, row, tx);
        return added > 0 ? refreshZones(organizationId, view, tx) : view;
      });
    },

    async removeOperators(organizationId: string, id: string, operatorIds: readonly string[]): Promise<CoverageView> {
      await requireLive(organizationId, id);
      const ops = await resolveOperators(operatorIds);
      return db.transaction(async (tx) => {
        const row = await requireLive(organizationId, id, tx, 'update');
        const removed = await repo.removeOperators(
          organizationId,
          id,
          ops.map((o) => o.id),
          tx,
        );
        if (removed === 0) return viewOf(organizationId, row, tx);
        const view = await viewOf(organizationId, row, tx);
        // Throwing rolls the removal back.
        if (view.operators.length === 0) throw invalid('a coverage keeps at least one operator', { entity: 'coverage', id });
        return refreshZones(organizationId, view, tx);
      });
    },
  };
}

export type CoveragesService = ReturnType<typeof createCoveragesService>;
