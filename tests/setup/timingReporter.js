// A Jest reporter for where a run's time goes, on with VRAAGWERK_TEST_TIMINGS=<file>: at the end it prints the wall
// time and processor time per group of test files (tests/server, tests/e2e), the slowest files, and the machine's
// load (the processor time every process on it used, against the run's own), and writes every file's figures to
// <file>.json. Plain JavaScript: Jest loads reporters without transforming them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { relative } from 'node:path';

const out = process.env.VRAAGWERK_TEST_TIMINGS;
/** Processor time every process on the machine used so far (ms), from /proc/stat's aggregate line. */
const machineBusyMs = () => cpus().reduce((sum, cpu) => sum + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq, 0);

export default class TimingReporter {
  onRunStart() {
    if (!out) return;
    writeFileSync(out, '');
    this.started = Date.now();
    this.busy = machineBusyMs();
    this.load = loadavg()[0];
  }

  onRunComplete(_contexts, results) {
    if (!out) return;
    const wallMs = Date.now() - this.started;
    const machineMs = machineBusyMs() - this.busy;
    const cpu = new Map();
    if (existsSync(out))
      for (const line of readFileSync(out, 'utf8').split('\n').filter(Boolean)) {
        const { file, cpuMs } = JSON.parse(line);
        cpu.set(file, cpuMs);
      }
    const files = results.testResults.map((r) => ({
      file: relative(process.cwd(), r.testFilePath),
      tests: r.testResults.length,
      wallMs: r.perfStats.end - r.perfStats.start,
      cpuMs: cpu.get(r.testFilePath) ?? null,
    }));
    writeFileSync(`${out}.json`, JSON.stringify({ wallMs, machineMs, cores: cpus().length, loadAtStart: this.load, loadAtEnd: loadavg()[0], files }, null, 1));
    const s = (ms) => `${(ms / 1000).toFixed(0)} s`;
    const lines = [
      `Timings (${out}.json): run ${s(wallMs)} wall; the machine's ${cpus().length} cores busy ${s(machineMs)} (load ${this.load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end)`,
    ];
    const groups = new Map();
    for (const f of files) {
      const group = f.file.split('/').slice(0, 2).join('/');
      const g = groups.get(group) ?? { files: 0, tests: 0, wallMs: 0, cpuMs: 0 };
      g.files += 1;
      g.tests += f.tests;
      g.wallMs += f.wallMs;
      g.cpuMs += f.cpuMs ?? 0;
      groups.set(group, g);
    }
    for (const [group, g] of groups) lines.push(`  ${group}: ${g.files} files, ${g.tests} tests, ${s(g.wallMs)} wall summed over files, ${s(g.cpuMs)} processor time of their workers`);
    lines.push('  slowest files (wall, processor time of the worker):');
    for (const f of [...files].sort((a, b) => b.wallMs - a.wallMs).slice(0, 15)) lines.push(`    ${f.file}: ${s(f.wallMs)}, ${f.cpuMs === null ? '?' : s(f.cpuMs)}`);
    process.once('exit', () => process.stderr.write(`\n${lines.join('\n')}\n`));
  }
}
