// npm run fuzz [-- --runs N] [-- --seed S] [-- --start I]: the fuzzer of tests/fuzz/runner.ts, longer than the fixed
// seed `npm test` runs (tests/server/fuzz.test.ts). Default 10,000 requests (FUZZ_RUNS) with a random seed (FUZZ_SEED),
// printed first so a failure can be made again: `--seed S --runs I+1` runs up to request I, `--seed S --start I --runs 1`
// sends request I alone. Against a fresh copy of the seeded database: PGlite, or PostgreSQL with TEST_DATABASE_URL
// (as the tests). Exits 1 on a 5xx, a half write or a stored text over its limit.
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import globalSetup from '../tests/setup/globalSetup.ts';
import globalTeardown from '../tests/setup/globalTeardown.ts';
import { formatReport, runFuzz, startFuzzTarget } from '../tests/fuzz/runner.ts';

const { values } = parseArgs({ options: { runs: { type: 'string' }, seed: { type: 'string' }, start: { type: 'string' } } });
const runs = Number(values.runs ?? process.env.FUZZ_RUNS ?? 10_000);
const seed = Number(values.seed ?? process.env.FUZZ_SEED ?? randomInt(2 ** 31));
const start = Number(values.start ?? 0);
if (![runs, seed, start].every(Number.isSafeInteger) || runs < 1 || start < 0) {
  console.error('Usage: npm run fuzz -- [--runs N] [--seed S] [--start I]');
  process.exit(2);
}
console.log(`Fuzzing ${runs} requests with seed ${seed}${start ? ` from request ${start}` : ''} on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);

await globalSetup();
let failed: boolean;
try {
  const target = await startFuzzTarget();
  try {
    const report = await runFuzz(target, {
      seed,
      runs,
      start,
      progressEvery: 1000,
      progress: (done, r) => console.log(`  ${done} requests, ${r.serverErrors.length} 5xx, ${r.halfWrites.length} half writes`),
    });
    console.log(formatReport(report).join('\n'));
    failed = report.serverErrors.length > 0 || report.halfWrites.length > 0 || report.overLimit.length > 0;
  } finally {
    await target.close();
  }
} finally {
  await globalTeardown();
}
process.exit(failed ? 1 : 0);
