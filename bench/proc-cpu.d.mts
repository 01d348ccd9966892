/** User plus system CPU time of a process so far, in microseconds (Linux /proc; 0 elsewhere). */
export function cpuOf(pid: number): number;
/** CPU time so far of every local process named `postgres`, in microseconds (0 when none runs here). */
export function databaseCpu(): number;
/** Busy CPU time of the whole machine so far, in microseconds (0 without /proc). */
export function machineCpu(): number;
