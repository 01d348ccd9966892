// User plus system CPU time of a process so far, in microseconds (Linux /proc; 0
// elsewhere). Plain JavaScript, so the load generator's child process, which runs
// without tsx, imports the same reading as the benches do.

import fs from 'node:fs';

export function cpuOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
  } catch {
    return 0;
  }
}
