// A real reverse proxy on loopback, standing in for the nginx in front of several app instances (deploy/nginx.conf):
// tests and benches need the hop a deployment has, so that what one instance writes and another reads goes through
// the same cookies, forwarded addresses and round-robin a browser meets. It does what that nginx does and no more:
// round-robin over the upstreams, bodies streamed both ways, X-Forwarded-For appended to (proxy_add_x_forwarded_for),
// X-Forwarded-Proto and -Host set, response headers (Set-Cookie among them) passed as they came. It records which
// upstream answered each request, so a test can prove where its requests went.
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyRecord {
  method: string;
  /** The path and query as the client asked. */
  path: string;
  /** The upstream URL (as given to startProxy) the request went to. */
  upstream: string;
  /** The upstream's status; 502 when it could not be reached, 0 while the answer has not begun. */
  status: number;
}

export interface LoopbackProxy {
  url: string;
  port: number;
  /** Every request in the order it arrived. */
  records: ProxyRecord[];
  close(): Promise<void>;
}

export interface ProxyOptions {
  port?: number;
  /** Sent as X-Forwarded-Proto (the scheme the client used at the edge). */
  proto?: 'http' | 'https';
}

// Connection-scoped headers a proxy must not pass on (RFC 9110 §7.6.1), as nginx drops them.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function withoutHopByHop(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name)) out[name] = value;
  }
  return out;
}

export async function startProxy(upstreams: string[], options: ProxyOptions = {}): Promise<LoopbackProxy> {
  if (upstreams.length === 0) throw new Error('startProxy: at least one upstream');
  const targets = upstreams.map((u) => new URL(u));
  // Kept-alive upstream connections, as nginx's upstream keepalive: a new TCP connection per request would dominate a bench.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const records: ProxyRecord[] = [];
  let next = 0;

  const server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    const target = targets[index]!;
    const record: ProxyRecord = { method: req.method ?? 'GET', path: req.url ?? '/', upstream: upstreams[index]!, status: 0 };
    records.push(record);

    const headers = withoutHopByHop(req.headers);
    const peer = req.socket.remoteAddress ?? '';
    const forwarded = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${Array.isArray(forwarded) ? forwarded.join(', ') : forwarded}, ${peer}` : peer;
    headers['x-forwarded-proto'] = options.proto ?? 'http';
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-real-ip'] = peer;

    const upstream = httpRequest({ agent, protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
      record.status = answer.statusCode ?? 502;
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      record.status = 502;
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad Gateway');
    });
    // A client that goes away mid-request takes its upstream request with it.
    req.on('aborted', () => upstream.destroy());
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    records,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
