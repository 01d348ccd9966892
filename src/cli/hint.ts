// The cpctl command the start banner suggests, written so that it works as printed: it
// carries what cpctl needs to find this server and its admin token whenever they are not
// cpctl's defaults (http://localhost:8080, ./data/admin-token).

import path from 'node:path';
import { adminTokenFile } from './http.ts';

/** `value` as one shell word. */
const shellWord = (value: string): string => (/^[A-Za-z0-9_./:@%+=-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`);

export interface HintInput {
  /** The port the server listens on. */
  port: number;
  /** Where the server keeps the generated admin token; null when it came from ADMIN_TOKEN. */
  adminTokenFile: string | null;
}

export function cpctlHint(input: HintInput, command = 'demo'): string {
  const env: string[] = [];
  if (input.port !== 8080) env.push(`CP_URL=http://localhost:${input.port}`);
  if (input.adminTokenFile === null) env.push('CP_ADMIN_TOKEN="$ADMIN_TOKEN"');
  else if (path.resolve(input.adminTokenFile) !== adminTokenFile({})) env.push(`DATA_DIR=${shellWord(path.resolve(path.dirname(input.adminTokenFile)))}`);
  return [...env, 'npx cpctl', command].join(' ');
}
