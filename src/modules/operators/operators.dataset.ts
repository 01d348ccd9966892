// The shipped operator data set (datasets/operators.json, built by
// scripts/build-operators.ts from Wikipedia's MCC/MNC tables). It is the one source of
// operator reference data: the connectivity catalogue seeds its table from it, and the
// operator-lookup service and the simulator read it directly. It is read from disk once,
// on first use, so that importing this module (the build script does) costs nothing.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const compatibilityZones = ['magenta', 'cyan', 'brown', 'amber', 'violet', 'coral', 'teal', 'slate', 'ivory'] as const;
export type CompatibilityZone = (typeof compatibilityZones)[number];
export type Provider = 'alpha' | 'beta';

/** One zone family per upstream provider: a provider's SIMs are compatible with its family's zones only. */
export const providerOfZone: Readonly<Record<CompatibilityZone, Provider>> = {
  magenta: 'alpha',
  cyan: 'alpha',
  brown: 'alpha',
  amber: 'alpha',
  violet: 'alpha',
  coral: 'beta',
  teal: 'beta',
  slate: 'beta',
  ivory: 'beta',
};

/** The reseller API's region codes. */
export const regionCodes = ['EU', 'AF', 'AS', 'LA', 'NA', 'OC'] as const;
export type RegionCode = (typeof regionCodes)[number];

export interface OperatorRecord {
  id: string;
  plmn: string;
  mcc: string;
  /** Two or three digits; leading zeros matter (E.212: 001 is not 01). */
  mnc: string;
  /** ISO 3166-1 alpha-2, upper case. */
  iso: string;
  /** ISO 3166-1 alpha-3, upper case. */
  iso3: string;
  country: string;
  region: RegionCode;
  dial_code: string;
  dial_codes: string[];
  operator: string;
  brand: string | null;
  bands: string | null;
  status: string;
  /** The source does not know TADIG codes; null rather than invented. */
  tadig: string | null;
  compatibility_zone: CompatibilityZone;
  provider: Provider;
}

export interface DatasetSource {
  name: string;
  url: string;
  licence: string;
  attribution: string;
  package: string;
  package_version: string;
  built_at: string;
}

export interface OperatorDataset {
  source: DatasetSource;
  count: number;
  records: OperatorRecord[];
}

export const datasetPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../datasets/operators.json');

let loaded: OperatorDataset | null = null;

/** The data set, read and checked once per process. */
export function operatorDataset(): OperatorDataset {
  if (loaded !== null) return loaded;
  const parsed = JSON.parse(fs.readFileSync(datasetPath, 'utf8')) as Partial<OperatorDataset>;
  if (!parsed.source || !Array.isArray(parsed.records) || parsed.records.length !== parsed.count) {
    throw new Error(`${datasetPath} is not a complete operator data set; rebuild it with npm run data:operators`);
  }
  loaded = parsed as OperatorDataset;
  return loaded;
}

// Ids and zones are pure functions of `plmn:iso`, so every build and every database
// agrees on them, and a coverage that names an operator id keeps meaning the same network.

/** Fixed namespace of operator ids; changing it would change every operator id. */
export const operatorIdNamespace = '8c0f6a3e-5b2d-4e71-9a44-2f1d7c9b6e05';

/** RFC 4122 name-based UUID (version 5, SHA-1). */
export function uuidV5(name: string, namespace: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  const b = hash.subarray(0, 16);
  b[6] = ((b[6] as number) & 0x0f) | 0x50;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const operatorIdOf = (plmn: string, iso: string): string => uuidV5(`${plmn}:${iso}`, operatorIdNamespace);

export function compatibilityZoneOf(plmn: string, iso: string): CompatibilityZone {
  const n = createHash('sha256').update(`${plmn}:${iso}`, 'utf8').digest().readUInt32BE(0);
  return compatibilityZones[n % compatibilityZones.length] as CompatibilityZone;
}
