// Runs cpctl in-process against a harness listening on an ephemeral port, capturing
// what it prints: the cpctl tests share it.
import { run } from '../src/cli/cpctl.ts';
import { ADMIN_TOKEN, type Harness } from './harness.ts';

export interface CpctlResult {
  code: number;
  stdout: string;
  stderr: string;
  json(): ReturnType<typeof JSON.parse>;
}

/** Starts `h` listening and answers a cpctl runner pointed at it with the admin token. */
export async function cpctlAgainst(h: Harness): Promise<(argv: string[]) => Promise<CpctlResult>> {
  const env = { CP_URL: await h.app.listen({ port: 0, host: '127.0.0.1' }), CP_ADMIN_TOKEN: ADMIN_TOKEN };
  return async (argv) => {
    let stdout = '';
    let stderr = '';
    const code = await run(argv, env, { stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } });
    return { code, stdout, stderr, json: () => JSON.parse(stdout) };
  };
}
