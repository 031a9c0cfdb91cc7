// Reading the benchmark scripts' command-line values: a bad one ends the run with a clear line and exit code 2.

export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

export function positiveInt(text: string, name: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) fail(`${name} takes a positive whole number, not '${text}'.`);
  return n;
}

export function positiveNumber(text: string, name: string): number {
  const n = Number(text);
  if (!(n > 0)) fail(`${name} takes a positive number, not '${text}'.`);
  return n;
}
