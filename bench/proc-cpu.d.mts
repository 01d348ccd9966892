/** User plus system CPU time of a process so far, in microseconds (Linux /proc; 0 elsewhere). */
export function cpuOf(pid: number): number;
/** CPU time so far of every local process named `postgres`, in microseconds (0 when none runs here). */
export function databaseCpu(): number;
/** CPU time so far of the PostgreSQL backends of database `name`, in microseconds, by process id. */
export function backendsCpu(name: string): Map<number, number>;
/** CPU time the backends spent between two readings of `backendsCpu`, in microseconds. */
export function backendsSpent(before: Map<number, number>, after: Map<number, number>): number;
/** Busy CPU time of the whole machine so far, in microseconds (0 without /proc). */
export function machineCpu(): number;
