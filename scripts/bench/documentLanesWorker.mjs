// Documents made continuously for `npm run bench:documents`: `lanes` callers each download the next document of the
// list as soon as their last one arrived, until the main thread says 'stop' or the list runs out. A worker thread, so
// that reading documents does not compete with the server for the main thread's event loop. Plain JavaScript: a
// worker thread does not inherit tsx.
//
// Posts { type: 'started' } once every lane has its first request out, then { type: 'done', results, ranOut } where
// each result has the kind, HTTP status, the X-Document-Cache header, bytes, and start and end times in ms since the
// epoch (performance.timeOrigin + now(), comparable across threads).
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

const { jobs, lanes, busyPauseMs } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: lanes });
const now = () => performance.timeOrigin + performance.now();
const results = [];
let next = 0;
let stopping = false;
let ranOut = false;

parentPort.on('message', (message) => {
  if (message === 'stop') stopping = true;
});

function download(job) {
  return new Promise((resolve) => {
    const target = new URL(job.url);
    const startedAt = now();
    const req = request({ host: target.hostname, port: target.port, path: target.pathname + target.search, method: 'GET', headers: job.headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          kind: job.kind,
          status: res.statusCode ?? 0,
          cache: String(res.headers['x-document-cache'] ?? ''),
          retryAfter: Number(res.headers['retry-after'] ?? 0),
          bytes,
          startedAt,
          endedAt: now(),
        }),
      );
      res.on('error', (error) => resolve({ kind: job.kind, status: 0, cache: '', error: String(error), bytes, startedAt, endedAt: now() }));
    });
    req.on('error', (error) => resolve({ kind: job.kind, status: 0, cache: '', error: String(error), bytes: 0, startedAt, endedAt: now() }));
    req.end();
  });
}

async function lane() {
  while (!stopping) {
    if (next >= jobs.length) {
      ranOut = true;
      return;
    }
    const result = await download(jobs[next++]);
    results.push(result);
    // A refused document: wait a little, as a browser honouring Retry-After would (shorter, to keep the pool full).
    if (result.status === 503) await new Promise((resolve) => setTimeout(resolve, busyPauseMs));
  }
}

const running = Array.from({ length: lanes }, lane);
parentPort.postMessage({ type: 'started' });
await Promise.all(running);
agent.destroy();
parentPort.postMessage({ type: 'done', results, ranOut });
parentPort.close();
