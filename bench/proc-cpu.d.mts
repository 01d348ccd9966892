/** User plus system CPU time of a process so far, in microseconds (Linux /proc; 0 elsewhere). */
export function cpuOf(pid: number): number;
