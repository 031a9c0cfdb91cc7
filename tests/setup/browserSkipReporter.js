// A Jest reporter that says, on the last line of the run, how many browser tests were skipped because Chromium is
// missing (tests/setup/browser.ts skips them then; CI sets REQUIRE_BROWSER=1 and fails instead). Plain JavaScript:
// Jest loads reporters without transforming them.
import { existsSync } from 'node:fs';
import { sep } from 'node:path';

// The same default as CHROMIUM in tests/setup/browser.ts.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browserTests = `${sep}tests${sep}e2e${sep}`;

export default class BrowserSkipReporter {
  onRunComplete(_contexts, results) {
    if (existsSync(chromium)) return;
    const files = results.testResults.filter((file) => file.testFilePath.includes(browserTests));
    const skipped = files.reduce((sum, file) => sum + file.testResults.filter((test) => test.status === 'pending' || test.status === 'skipped').length, 0);
    if (skipped === 0) return;
    const line = `Browser tests skipped: ${skipped} in ${files.length} file${files.length === 1 ? '' : 's'} (no Chromium at ${chromium}; apt-get install chromium)`;
    // Jest prints its summary after every custom reporter: say it once the process ends, so it is the last line.
    process.once('exit', () => process.stderr.write(`\n${line}\n`));
  }
}
