// A closed-loop HTTP load generator for `npm run bench:search`, run in a worker thread so that making requests does not
// compete with the server for the main thread's event loop. Plain JavaScript: a worker thread does not inherit tsx.
//
// `connections` keep-alive connections each send the same request again as soon as the answer is read in full; the
// first `warmupMs` are not measured. Posts back every measured latency (ms), the count of answers that were not 2xx,
// the bytes read, the measured window and this thread's id; then waits for the word to end, so that the bench can count
// this thread's processor time before it goes (./cpuByThread.ts).
import { readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

const { url, method, headers, body, connections, warmupMs, durationMs } = workerData;
const target = new URL(url);
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const payload = body === undefined ? undefined : Buffer.from(body);
const requestHeaders = { ...headers, ...(payload ? { 'Content-Length': String(payload.length) } : {}) };

function once() {
  return new Promise((resolve, reject) => {
    const req = request({ host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers: requestHeaders, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const started = performance.now();
const measureFrom = started + warmupMs;
const measureUntil = measureFrom + durationMs;
const latencies = [];
let failures = 0;
let bytesRead = 0;
let firstFailure;

async function loop() {
  for (;;) {
    const t0 = performance.now();
    if (t0 >= measureUntil) return;
    let result;
    try {
      result = await once();
    } catch (error) {
      result = { status: 0, bytes: 0, error: String(error) };
    }
    const t1 = performance.now();
    // Measured: the answers completed inside the window (so requests per second = count / window).
    if (t1 > measureFrom && t1 <= measureUntil) {
      latencies.push(t1 - t0);
      bytesRead += result.bytes;
      if (result.status < 200 || result.status >= 300) {
        failures++;
        firstFailure ??= result.error ?? `HTTP ${result.status}`;
      }
    }
  }
}

await Promise.all(Array.from({ length: connections }, loop));
agent.destroy();
let tid;
try {
  tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
} catch {
  // not Linux: no processor times
}
parentPort.once('message', () => parentPort.close());
parentPort.postMessage({ latencies, failures, firstFailure, bytes: bytesRead, windowMs: durationMs, tid });
