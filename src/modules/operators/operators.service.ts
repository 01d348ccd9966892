import { createHash } from 'node:crypto';
import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { type CompatibilityZone, type OperatorRecord, operatorDataset } from './operators.dataset.ts';
import {
  checksumLine,
  checksumRowSeparator,
  type OperatorInsert,
  type OperatorListQuery,
  type OperatorRow,
  type OperatorsRepo,
} from './operators.repo.ts';

/** The operator summary, embedded in coverages, links and costs. */
export interface OperatorSummary {
  id: string;
  name: string;
  country: string;
  tadig: string | null;
  compatibility_zone: CompatibilityZone;
}

export const summaryOf = (row: OperatorRow): OperatorSummary => ({
  id: row.id,
  name: row.name,
  country: row.country,
  tadig: row.tadig,
  compatibility_zone: row.compatibilityZone as CompatibilityZone,
});

/** The catalogue's operator: the summary plus MCC and MNC. */
export const operatorOf = (row: OperatorRow) => ({ ...summaryOf(row), mcc: row.mcc, mnc: row.mnc });

const toRow = (r: OperatorRecord): OperatorInsert => ({
  id: r.id,
  mcc: r.mcc,
  mnc: r.mnc,
  name: r.operator,
  brand: r.brand,
  country: r.iso3,
  iso: r.iso,
  tadig: r.tadig,
  compatibilityZone: r.compatibility_zone,
  provider: r.provider,
});

export function createOperatorsService(deps: { db: Db; operatorsRepo: OperatorsRepo }) {
  const { db, operatorsRepo } = deps;
  let expected: { rows: OperatorInsert[]; ids: string[]; md5: string } | null = null;

  function expectedState() {
    if (expected !== null) return expected;
    const rows = operatorDataset().records.map(toRow);
    const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const md5 = createHash('md5').update(sorted.map(checksumLine).join(checksumRowSeparator), 'utf8').digest('hex');
    expected = { rows, ids: sorted.map((r) => r.id), md5 };
    return expected;
  }

  const upToDate = async (tx: Executor): Promise<boolean> => {
    const want = expectedState();
    const have = await operatorsRepo.checksum(want.ids, tx);
    return have.rows === want.ids.length && have.md5 === want.md5;
  };

  return {
    /**
     * Brings the table in line with the shipped data set. Runs at every start, so the
     * common case (nothing changed) is one hashing query. Rows no longer in the data set
     * are kept: coverages may still name them.
     */
    async seed(): Promise<{ upserted: number }> {
      if (await upToDate(db)) return { upserted: 0 };
      return db.transaction(async (tx) => {
        await operatorsRepo.lockForSeed(tx);
        if (await upToDate(tx)) return { upserted: 0 };
        const { rows } = expectedState();
        await operatorsRepo.upsert(rows, tx);
        return { upserted: rows.length };
      });
    },

    async get(id: string): Promise<OperatorRow> {
      const row = await operatorsRepo.find(id);
      if (row === null) throw notFound('operator', id);
      return row;
    },

    /** The operators with these ids, in name order; unknown ids are simply absent. */
    findByIds: (ids: readonly string[], tx?: Executor): Promise<OperatorRow[]> => operatorsRepo.findByIds(ids, tx),

    list: (q: OperatorListQuery) => operatorsRepo.list(q),
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
