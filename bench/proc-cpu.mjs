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

/**
 * CPU time so far of every process of this machine named `postgres` (the server and its
 * backends), in microseconds: the database's share when it runs here; 0 when it does not.
 */
export function databaseCpu() {
  let total = 0;
  let pids = [];
  try {
    pids = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuOf(Number(pid));
    } catch {
      // gone between the listing and the read
    }
  }
  return total;
}

/**
 * CPU time so far of the PostgreSQL backends connected to database `name` (their
 * command line names it: `postgres: <cluster>: <user> <database> <client> <state>`),
 * in microseconds, by process id: the share of one database on a server that other work
 * shares. Answers a map, so a backend that started between two readings counts from 0.
 */
export function backendsCpu(name) {
  const out = new Map();
  let pids = [];
  try {
    pids = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const words = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim().split(/\s+/);
      if (words.includes(name)) out.set(Number(pid), cpuOf(Number(pid)));
    } catch {
      // gone between the listing and the read
    }
  }
  return out;
}

/** CPU time spent between two readings of `backendsCpu`, in microseconds (a backend gone before the second reading is lost). */
export function backendsSpent(before, after) {
  let total = 0;
  for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
  return total;
}

/** Busy CPU time of the whole machine so far (every core, every process), in microseconds; 0 without /proc. */
export function machineCpu() {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    return ((user + nice + system + irq + softirq + steal) * 1e6) / 100;
  } catch {
    return 0;
  }
}
