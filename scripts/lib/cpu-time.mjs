// CPU time (user + system) of processes, read from /proc: where a bench's work went on a machine whose
// cores the server, the database and the bench's own client share.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // Linux USER_HZ

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return {
      comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      rest: stat.slice(stat.lastIndexOf(')') + 2).split(' '),
    };
  } catch {
    return null; // the process has ended
  }
}

/**
 * CPU milliseconds used so far, summed per group: `server` (the process group `serverPgid`), `database`
 * (every process named postgres) and `bench` (this process).
 */
export function cpuTimes(serverPgid) {
  const totals = { server: 0, database: 0, bench: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (!fields) continue;
    // After the command: state(0) ppid(1) pgrp(2) … utime(11) stime(12).
    const ms = ((Number(fields.rest[11]) + Number(fields.rest[12])) * 1000) / TICKS_PER_SECOND;
    if (Number(entry) === process.pid) totals.bench += ms;
    else if (Number(fields.rest[2]) === serverPgid) totals.server += ms;
    else if (fields.comm === 'postgres') totals.database += ms;
  }
  return totals;
}

/** The CPU milliseconds each group used between two `cpuTimes` readings. */
export const cpuSpent = (before, after) =>
  Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]]));
