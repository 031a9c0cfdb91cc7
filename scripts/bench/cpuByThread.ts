// Where the processor's time goes over a stretch, for `npm run bench:documents` and `npm run bench:search`: every thread of this process (the
// server's main thread, its document threads, V8's and libuv's helper threads, the bench's own client threads) and
// the PostgreSQL server's processes, read from Linux's /proc (clock ticks of user + system time). Elsewhere it reports
// nothing. The main thread and PostgreSQL also say how long they were ready to run but waited for a core (the run
// queue's delay from /proc/…/schedstat): time that makes answers slower without showing as processor time.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

interface Task {
  nice: number;
  ticks: number;
}

/** Nanoseconds the task was ready to run but waited on a run queue (schedstat's second field); undefined where the kernel keeps none. */
function readRunDelay(path: string): number | undefined {
  try {
    const delay = Number(readFileSync(path, 'utf8').split(' ')[1]);
    return Number.isFinite(delay) ? delay : undefined;
  } catch {
    return undefined;
  }
}

function readStat(path: string): Task | undefined {
  try {
    const stat = readFileSync(path, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) … utime(11) stime(12) … nice(16)
    return { ticks: Number(fields[11]) + Number(fields[12]), nice: Number(fields[16]) };
  } catch {
    return undefined; // ended meanwhile
  }
}

function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // ended meanwhile, or not ours to read
    }
  }
  return pids;
}

/**
 * V8's platform threads (its garbage collector's helpers and background compilers, shared by the main thread and
 * every worker thread): Node starts them before any JavaScript runs, so they are the first threads after the main one.
 * There are 4 unless --v8-pool-size (on the command line or in NODE_OPTIONS) says otherwise.
 */
const V8_POOL_SIZE = Number(/--v8-pool-size=(\d+)/.exec([...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' '))?.[1] ?? 4);
const v8Helpers =
  process.platform === 'linux'
    ? new Set(
        readdirSync('/proc/self/task')
          .map(Number)
          .filter((tid) => tid > process.pid)
          .sort((a, b) => a - b)
          .slice(0, V8_POOL_SIZE),
      )
    : new Set<number>();

/** The whole machine's processor time from /proc/stat, in clock ticks over all cores: busy, and busy + idle. */
function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    // user nice system idle iowait irq softirq steal
    const idle = fields[3]! + fields[4]!;
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

export interface CpuSnapshot {
  threads: Map<number, Task>;
  /** Clock ticks by PostgreSQL process: a connection that closes takes its ticks along, so differences go by process. */
  postgres: Map<number, number>;
  /** Run-queue delay in ns: of the main thread, and by PostgreSQL process (like their ticks). */
  mainRunDelay?: number;
  postgresRunDelay: Map<number, number>;
  machine?: { busy: number; total: number };
}

export function cpuSnapshot(): CpuSnapshot | undefined {
  if (process.platform !== 'linux') return undefined;
  const threads = new Map<number, Task>();
  for (const tid of readdirSync('/proc/self/task')) {
    const task = readStat(`/proc/self/task/${tid}/stat`);
    if (task) threads.set(Number(tid), task);
  }
  const postgres = new Map<number, number>();
  const postgresRunDelay = new Map<number, number>();
  for (const pid of postgresPids()) {
    const ticks = readStat(`/proc/${pid}/stat`)?.ticks;
    if (ticks !== undefined) postgres.set(pid, ticks);
    const delay = readRunDelay(`/proc/${pid}/schedstat`);
    if (delay !== undefined) postgresRunDelay.set(pid, delay);
  }
  return { threads, postgres, mainRunDelay: readRunDelay(`/proc/self/task/${process.pid}/schedstat`), postgresRunDelay, machine: machineTicks() };
}

/**
 * The processor time between two snapshots, in ms: the main thread, threads at nice > 0 (document threads, the bench's
 * busy control thread), the one thread `apart` names (a bench's load client), the other threads of this process (V8's
 * garbage collector and compilers, of which apart, libuv, the bench's clients), PostgreSQL, and the whole machine (all
 * cores, busy and in all), and how long the main thread and PostgreSQL waited for a core (`waited`, ms). A thread or
 * PostgreSQL process that ended before the second snapshot is not counted.
 */
export function cpuBetween(before: CpuSnapshot | undefined, after: CpuSnapshot | undefined, apart?: number) {
  if (!before || !after) return undefined;
  const machine = before.machine && after.machine ? { busy: (after.machine.busy - before.machine.busy) * TICK_MS, total: (after.machine.total - before.machine.total) * TICK_MS } : undefined;
  const waited = before.mainRunDelay !== undefined && after.mainRunDelay !== undefined ? { main: (after.mainRunDelay - before.mainRunDelay) / 1e6, postgres: 0 } : undefined;
  const split = { main: 0, niced: 0, otherThreads: 0, v8Helpers: 0, postgres: 0, busiestOther: 0, apart: 0, machine, waited };
  for (const [pid, ticks] of after.postgres) split.postgres += (ticks - (before.postgres.get(pid) ?? 0)) * TICK_MS;
  if (waited) for (const [pid, delay] of after.postgresRunDelay) waited.postgres += (delay - (before.postgresRunDelay.get(pid) ?? 0)) / 1e6;
  for (const [tid, task] of after.threads) {
    const ms = (task.ticks - (before.threads.get(tid)?.ticks ?? 0)) * TICK_MS;
    if (tid === process.pid) split.main += ms;
    else if (tid === apart) split.apart += ms;
    else if (task.nice > 0) split.niced += ms;
    else {
      split.otherThreads += ms;
      if (v8Helpers.has(tid)) split.v8Helpers += ms;
      split.busiestOther = Math.max(split.busiestOther, ms);
    }
  }
  return split;
}

export function formatCpu(split: ReturnType<typeof cpuBetween>, windowMs: number): string {
  if (!split) return '';
  const pct = (ms: number) => `${((ms / windowMs) * 100).toFixed(0)} %`;
  return `CPU of the threads still running (of one core): main ${pct(split.main)}, niced threads ${pct(split.niced)}, other threads ${pct(split.otherThreads)} (V8's helpers ${pct(split.v8Helpers)}; busiest ${pct(split.busiestOther)}), PostgreSQL ${pct(split.postgres)}`;
}
