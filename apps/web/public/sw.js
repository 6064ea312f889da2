/* global self, caches */
// The mall's service worker: what makes the web app installable and lets it open without a connection.
// - Pages (navigations) go to the network first, so an installed app runs the newest build whenever it can reach the
//   server: the next time it is opened after a deploy, it gets the new index.html and with it the new scripts.
//   Offline, a page answers the last shell this worker saw, or else the honest offline page (offline.html).
// - Built assets (/assets/, named by their content) are kept once fetched and answered from the cache: a shell
//   opened offline finds its scripts and styles. Old builds' assets are dropped when a new worker takes over.
// - API calls and the chat socket are never touched: an answer is live or it is an error the app shows.
const VERSION = 'v1';
const SHELL = `mall-shell-${VERSION}`;
const ASSETS = `mall-assets-${VERSION}`;
const SHELL_KEY = '/__shell';
const PRECACHE = ['/offline.html', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== SHELL && n !== ASSETS).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function page(request) {
  try {
    const answer = await fetch(request);
    // Only the app's own pages are kept as the shell (not the platform console, not an error).
    if (answer.ok && !new URL(request.url).pathname.startsWith('/platform')) {
      const copy = answer.clone();
      void caches.open(SHELL).then((cache) => cache.put(SHELL_KEY, copy));
    }
    return answer;
  } catch {
    const cache = await caches.open(SHELL);
    return (await cache.match(request, { ignoreSearch: true })) || (await cache.match(SHELL_KEY)) || (await cache.match('/offline.html')) || Response.error();
  }
}

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const known = await cache.match(request);
  if (known) return known;
  const answer = await fetch(request);
  if (answer.ok) void cache.put(request, answer.clone());
  return answer;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) return;
  if (request.mode === 'navigate') return event.respondWith(page(request));
  if (url.pathname.startsWith('/assets/')) return event.respondWith(asset(request));
});
