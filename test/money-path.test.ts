// Only the wallet module reads or writes the wallet's tables: every other module composes
// the statement builders of src/modules/wallet/wallet.ledger.ts into its own statements,
// so a change to how money moves is made in one place (docs/architecture.md, "The money
// path"). Tests and benchmarks may read the ledger to check it.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');
const wallet = path.join(src, 'modules', 'wallet');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The wallet's tables named in a file: in SQL text, or their Drizzle definitions imported. */
function walletTablesIn(text: string): string[] {
  const inSql = [...text.matchAll(/\bwallet_(?:accounts|entries)\b/g)].map((m) => m[0]);
  const imported = [...text.matchAll(/\bfrom\s*['"][^'"]*\/wallet\.tables(?:\.ts)?['"]/g)].map(() => 'wallet.tables.ts');
  return [...inSql, ...imported];
}

describe('the money path', () => {
  it('finds the tables in SQL text and in imports of their definitions', () => {
    const text = "sql`UPDATE wallet_accounts SET balance = 0`;\nimport { walletEntries } from '../wallet/wallet.tables.ts';\nconst walletAccountsCount = 1;";
    expect(walletTablesIn(text)).toEqual(['wallet_accounts', 'wallet.tables.ts']);
  });

  it('keeps the wallet tables inside src/modules/wallet (the schema index only re-exports them)', () => {
    const files = sources(src).filter((f) => !f.startsWith(wallet + path.sep) && f !== path.join(src, 'db', 'schema.ts'));
    expect(files.length).toBeGreaterThan(100);
    const offending = files.flatMap((file) => walletTablesIn(fs.readFileSync(file, 'utf8')).map((t) => `${path.relative(root, file)} names ${t}`));
    expect(offending).toEqual([]);
  });
});
