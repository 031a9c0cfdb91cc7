// Vraagwerk's service worker: the student pages of a shared set keep working on a weak or dead school network
// (issue 10, beyond the spec). Registered by those pages only (web/screens/Student/offline.ts), which also warm it:
// once a QR page has loaded, the app's code, the set's data (every question, tip and answer of the set) and its
// pictures are kept, so the set's other questions — another QR code of the same paper — open without a network.
//   - The app's hashed files (/assets) and the content's pictures (/files): from the cache, else the network.
//   - Pages (navigations): the network, with a short wait when a copy is kept; else the kept app page (never a page
//     made for one visitor).
//   - The shared set's query and the shell's viewer query (POST /graphql): the network, else the copy kept for that
//     set; kept under a key of the operation and the set, never the device or the person.
//   - Everything else (sign-in, teacher pages' data, the activity log, uploads) goes to the network untouched; the
//     pages queue what must be sent later themselves.
const VERSION = 'v2';
const STATIC = `vraagwerk-static-${VERSION}`;
// The page forgets this cache when the signed-in user changes (web/lib/offlineData.ts: same name prefix).
const DATA = `vraagwerk-data-${VERSION}`;
/** How long a page or the set's data may take before a kept copy is shown instead (a weak signal, not a dead one). */
const NETWORK_WAIT_MS = 4000;
/** The queries the student pages need offline. */
const OFFLINE_OPERATIONS = new Set(['StudentSetScreenQuery', 'ShellQuery']);
/**
 * A kept file answers whoever asks for its address. The server's `Vary` (accept-encoding, and once Origin) must not
 * make it miss: the browser asks for a module script with an Origin header that the page's warming fetch did not
 * send, and with Vary honoured every script missed and a reload without a network was a blank page (issue 41).
 */
const ANY_VARY = { ignoreVary: true };

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(STATIC)
      // The app page as built (/index.html), never a page made for one visitor (/ and a set's pages come with their
      // visitor's answers inside: server/http/preload.ts).
      .then((cache) => fetch(new Request('/index.html', { credentials: 'same-origin' })).then((response) => response.ok && cache.put('/', response)))
      .catch(() => {})
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('vraagwerk-') && key !== STATIC && key !== DATA).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** The network's answer, or null when it fails or (with a kept copy to fall back on) takes too long. */
function network(request, wait) {
  const fetching = fetch(request).catch(() => null);
  if (!wait) return fetching;
  return Promise.race([fetching, new Promise((resolve) => setTimeout(() => resolve(null), wait))]);
}

/** The network's failed answer, unless a kept copy is better: none at all, or a server that is down (5xx). */
function usable(response, kept) {
  if (kept && (!response || response.status >= 500)) return kept;
  return response || Response.error();
}

async function cacheFirst(request) {
  const cache = await caches.open(STATIC);
  const kept = await cache.match(request, ANY_VARY);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function page(request) {
  const cache = await caches.open(STATIC);
  const kept = await cache.match('/', ANY_VARY);
  const response = await network(request, kept ? NETWORK_WAIT_MS : 0);
  if (response && response.ok) {
    // Every route answers with the same app page: keep the newest. A set's page comes with its visitor's own answers
    // inside (no-store: server/http/preload.ts): never kept, for nobody else on this device may see them.
    if (!/no-store/.test(response.headers.get('Cache-Control') || '')) await cache.put('/', response.clone());
    return response;
  }
  return usable(response, kept);
}

async function query(request, body) {
  let key;
  try {
    const { operationName, variables } = JSON.parse(body);
    if (!OFFLINE_OPERATIONS.has(operationName)) return null;
    key = `/__offline/graphql/${operationName}/${encodeURIComponent((variables && variables.key) || '')}`;
  } catch {
    return null;
  }
  const cache = await caches.open(DATA);
  const kept = await cache.match(key, ANY_VARY);
  const response = await network(new Request(request.url, { method: 'POST', headers: request.headers, body, credentials: 'same-origin' }), kept ? NETWORK_WAIT_MS : 0);
  if (response && response.ok) {
    await cache.put(key, response.clone());
    return response;
  }
  return usable(response, kept);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'GET' && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/files/'))) {
    event.respondWith(cacheFirst(request));
  } else if (request.method === 'GET' && request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (request.method === 'POST' && url.pathname === '/graphql') {
    event.respondWith(
      request
        .clone()
        .text()
        .then((body) => query(request, body))
        .then((answer) => answer || fetch(request)),
    );
  }
});
