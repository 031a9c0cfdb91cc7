// Jest's Node environment, plus one thing that outlives a test file: the worker's kept test database
// (tests/setup/database.ts). Every test file runs in a fresh context whose modules are its own, so a value that must
// pass from one file to the next in the same worker needs a home outside them: this module is loaded once per worker.
// Plain JavaScript: Jest loads it before any transform would apply to the tests.
import { TestEnvironment } from 'jest-environment-node';

/** What the worker keeps between its test files: set and read only by tests/setup/database.ts. */
const kept = {};

export default class WorkerEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // A function, not the object itself: Jest empties the objects a test file left on its global when the file ends.
    this.global.__vraagwerkWorkerKept = () => kept;
    // One Date for every file of the worker, as Jest already gives them one Buffer, ArrayBuffer and Uint8Array: the kept
    // database's PGlite belongs to the file that opened it and tells a date from a string by \`instanceof Date\`, so a
    // Date from a later file's context would be refused ('Invalid input for date type').
    this.global.Date = Date;
  }
}
