// Processor time of other processes, for `npm run bench:scale`: the product's instances and document workers run as
// processes of their own (cpuByThread.ts reads only this process's threads and every PostgreSQL on the machine), so
// this reads a named process's threads (its main thread apart from the rest), a PostgreSQL cluster's own processes
// (the postmaster and its children, not other clusters on the same machine), and each core's busy time, from Linux's
// /proc (clock ticks of user + system time). Elsewhere it reports nothing.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** User + system time in ms and the parent's pid, from a /proc/…/stat file; undefined when the task is gone. */
function readStat(path: string): { ms: number; ppid: number } | undefined {
  try {
    const stat = readFileSync(path, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid(1) … utime(11) stime(12)
    return { ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS, ppid: Number(fields[1]) };
  } catch {
    return undefined;
  }
}

/** A process's processor time in ms: its main thread, and all its other threads together (of those still running). */
export function processTime(pid: number): { main: number; other: number } | undefined {
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  let main = 0;
  let other = 0;
  for (const tid of tids) {
    const ms = readStat(`/proc/${pid}/task/${tid}/stat`)?.ms ?? 0;
    if (Number(tid) === pid) main += ms;
    else other += ms;
  }
  return { main, other };
}

/** The nice values of a process's threads other than its main thread, highest first (a document thread sets its own). */
export function threadNices(pid: number): number[] {
  const nices: number[] = [];
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      if (Number(tid) === pid) continue;
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      nices.push(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    }
  } catch {
    // ended meanwhile
  }
  return nices.sort((a, b) => b - a);
}

/** The process and its children (a PostgreSQL postmaster and its backends, checkpointer, WAL writer…). */
export function processTree(pid: number): number[] {
  const pids = [pid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if (readStat(`/proc/${entry}/stat`)?.ppid === pid) pids.push(Number(entry));
  }
  return pids;
}

/** Processor time in ms of these processes, by pid (a process that ended is left out). */
export function timeByProcess(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const stat = readStat(`/proc/${pid}/stat`);
    if (stat) out.set(pid, stat.ms);
  }
  return out;
}

/** What processes spent between two readings of timeByProcess: by pid, so a process that came later counts from 0. */
export function spentBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, t] of after) ms += t - (before.get(pid) ?? 0);
  return ms;
}

/** Each core's busy and total time in ms (/proc/stat's cpuN lines). */
export function coreTimes(): { busy: number; total: number }[] {
  try {
    return readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .filter((line) => /^cpu\d+ /.test(line))
      .map((line) => {
        const f = line.trim().split(/\s+/).slice(1, 9).map(Number);
        const idle = f[3]! + f[4]!;
        const total = f.reduce((a, b) => a + b, 0);
        return { busy: (total - idle) * TICK_MS, total: total * TICK_MS };
      });
  } catch {
    return [];
  }
}

/**
 * Pins a running process, every thread of it, to these cores (`taskset -a -p -c`); threads it makes later inherit it.
 * Answers false when it could not (a process that ended meanwhile: a PostgreSQL backend or autovacuum worker).
 */
export function pin(pid: number, cores: string): boolean {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
