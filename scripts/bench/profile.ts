// A CPU profile of this process's main thread (the server's: the benches' load comes from worker threads) while a
// measurement runs, written as `<dir>/<name>.cpuprofile` (open it in Chrome's DevTools). Without a folder, just runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector/promises';
import { join } from 'node:path';

export async function profiled<T>(dir: string | undefined, name: string, run: () => Promise<T>): Promise<T> {
  if (!dir) return run();
  const session = new inspector.Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    const result = await run();
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    return result;
  } finally {
    session.disconnect();
  }
}
