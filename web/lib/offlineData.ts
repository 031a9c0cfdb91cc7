// The answers the service worker keeps for offline use (web/public/sw.js: the caches named `vraagwerk-data-…`) hold
// the viewer and, on a set's pages, their scores. When the signed-in user changes (sign-in, sign-out, switching
// account), they are forgotten, so on a shared school computer nobody is shown another's data without a network.

export const OFFLINE_DATA_CACHE_PREFIX = 'vraagwerk-data-';

export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const keys = await caches.keys();
    await Promise.all(keys.filter((key) => key.startsWith(OFFLINE_DATA_CACHE_PREFIX)).map((key) => caches.delete(key)));
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
