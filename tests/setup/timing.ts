// With VRAAGWERK_TEST_TIMINGS set (a file), every test file appends one line to it when it ends: its path and the
// processor time (user + system) its worker spent from before the file's modules loaded to its last hook; the
// timing reporter (tests/setup/timingReporter.js) adds each file's wall time and sums them. Chromium, LibreOffice and
// the other processes a file starts are not counted here (time the whole run with /usr/bin/time for those).
import { appendFileSync } from 'node:fs';
import { afterAll, expect } from '@jest/globals';

const out = process.env.VRAAGWERK_TEST_TIMINGS;
if (out) {
  const started = process.cpuUsage();
  afterAll(() => {
    const used = process.cpuUsage(started);
    appendFileSync(out, `${JSON.stringify({ file: expect.getState().testPath, cpuMs: Math.round((used.user + used.system) / 1000) })}\n`);
  });
}
