// A new embedded database starts as a copy of a template data directory instead of
// being created and migrated from nothing: PGlite's initdb alone takes 3-5 s, the
// migrations and the reference data most of a second more, and a copy of the result
// about a tenth of that. The template is built once per key (what it is built from) by
// the first start that needs it, and kept in a cache folder beside the others.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface DataDirTemplate {
  /** The folder that keeps the templates, one per key. */
  cacheDir: string;
  /** Names everything the template is built from; a new key builds a new template. */
  key(): string;
  /** Creates a database in `dataDir`, fills it and closes it. */
  build(dataDir: string): Promise<void>;
  /** Told when no copy could be made; the database is then created from nothing, as without a template. */
  onError?(err: unknown): void;
}

const prefix = 'pgdata-';
/** A build left half-done by a killed process is removed after this long. */
const STALE_MS = 60 * 60 * 1000;

const unique = () => `.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;

/** Whether `pgdata` holds no database yet (missing or an empty folder). */
export function isNewDataDir(pgdata: string): boolean {
  try {
    return fs.readdirSync(pgdata).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/**
 * Makes `pgdata` (which must be new) a copy of the template, building the template first
 * if it is missing. The copy is made beside `pgdata` and renamed into place, so a start
 * killed half-way leaves no half-copied database that a later start would open.
 */
export async function copyTemplate(t: DataDirTemplate, pgdata: string): Promise<void> {
  const source = await ensureTemplate(t);
  // A copy that a stopped start left behind (one process at a time opens a data directory).
  const parent = path.dirname(pgdata);
  for (const name of fs.readdirSync(parent)) {
    if (name.startsWith(`${path.basename(pgdata)}.tmp-`)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  const staging = `${pgdata}${unique()}`;
  try {
    await copyDir(source, staging);
    fs.rmSync(pgdata, { recursive: true, force: true }); // an empty folder
    fs.renameSync(staging, pgdata);
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Copies a folder with every file of a directory copied at once: creating its 1,200
 * files one after another took 0.5-0.8 s here (fs.cp), four at a time (libuv's thread
 * pool) 0.15-0.45 s. A data directory holds only folders and plain files.
 */
async function copyDir(from: string, to: string): Promise<void> {
  await fs.promises.mkdir(to);
  const entries = await fs.promises.readdir(from, { withFileTypes: true });
  const other = entries.find((e) => !e.isDirectory() && !e.isFile());
  if (other !== undefined) throw new Error(`${path.join(from, other.name)} is neither a folder nor a file`);
  await Promise.all(
    entries.map((e) => (e.isDirectory() ? copyDir(path.join(from, e.name), path.join(to, e.name)) : fs.promises.copyFile(path.join(from, e.name), path.join(to, e.name)))),
  );
}

/** The template's folder, built now if missing. Processes building it at once each build their own; one of them wins. */
async function ensureTemplate(t: DataDirTemplate): Promise<string> {
  const dir = path.join(t.cacheDir, `${prefix}${t.key()}`);
  if (fs.existsSync(dir)) return dir;
  fs.mkdirSync(t.cacheDir, { recursive: true });
  const staging = `${dir}${unique()}`;
  try {
    await t.build(staging);
    fs.renameSync(staging, dir);
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another process finished the same template first: use theirs.
    if (fs.existsSync(dir)) return dir;
    throw err;
  }
  removeOthers(t.cacheDir, dir);
  return dir;
}

/** Templates of other keys (older code or data) and builds abandoned long ago. */
function removeOthers(cacheDir: string, keep: string): void {
  for (const name of fs.readdirSync(cacheDir)) {
    const entry = path.join(cacheDir, name);
    if (!name.startsWith(prefix) || entry === keep) continue;
    const building = name.includes('.tmp-');
    if (building && Date.now() - fs.statSync(entry).mtimeMs < STALE_MS) continue;
    fs.rmSync(entry, { recursive: true, force: true });
  }
}
