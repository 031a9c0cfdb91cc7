// Jest: TypeScript through SWC, native ESM (NODE_OPTIONS=--experimental-vm-modules), one seeded database
// snapshot made in globalSetup; each worker loads it once and restores it between its files (tests/setup/database.ts).
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } }, module: { type: 'es6' } }];

export default {
  // Node's, keeping the worker's test database from one file to the next (tests/setup/database.ts).
  testEnvironment: '<rootDir>/tests/setup/workerEnvironment.js',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  // tests/web has its own config (jsdom, no database): npm run test:web.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/web/'],
  globalSetup: '<rootDir>/tests/setup/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/setup/globalTeardown.ts',
  // Each file's processor time, for the timing reporter (only with VRAAGWERK_TEST_TIMINGS set).
  setupFilesAfterEnv: ['<rootDir>/tests/setup/timing.ts'],
  // Generous: on this 2-core machine three test files run at once, and a first document (its worker warming up
  // fonts and MathJax) once took over a minute while CI was loaded; a test that hangs still fails.
  testTimeout: 120_000,
  // Three test files at once on this 2-core machine (a file waits on its database or its browser part of the time);
  // VRAAGWERK_TEST_WORKERS sets another number: CI runs the browser tests' stage with two (.ci/run says why).
  maxWorkers: Number(process.env.VRAAGWERK_TEST_WORKERS) || 3,
  verbose: true,
  // A worker keeps much of what every test file it ran loaded (each file loads the server anew): its heap grew by some
  // 90 MB a file (723 MB after 8), about 20 files each, and every collection took longer. A worker over this limit
  // after a file is replaced by a fresh one; the whole run on PGlite then took 17 % less processor time (986 s against
  // 1,194 s, user time of jest and all it started).
  workerIdleMemoryLimit: '700MB',
  // The default output, then a last line that counts the browser tests skipped for want of Chromium; with
  // VRAAGWERK_TEST_TIMINGS=<file>, where the run's time went (tests/setup/timingReporter.js).
  reporters: ['default', '<rootDir>/tests/setup/browserSkipReporter.js', '<rootDir>/tests/setup/timingReporter.js'],
};
