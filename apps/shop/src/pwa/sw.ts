/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

/**
 * The shop's service worker (Workbox, built by vite-plugin-pwa's `injectManifest`): the app's code
 * (every hashed chunk, the icons, the page template) precached at install, so the shell opens
 * offline and at once; pages visited kept (network first, the kept copy when the network is gone
 * or slow); goods data and pictures kept for a quick return. The API otherwise, the websocket and
 * uploads are never touched: the cart's offline changes are queued by the app itself
 * (`features/cart/offline-queue.ts`), which knows the session.
 */
declare const self: ServiceWorkerGlobalScope & {
  /** The precache list vite-plugin-pwa writes in at build time. */
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/** Caches of this worker; a new worker of a new build reuses them. */
export const CACHE_NAMES = {
  pages: 'bazaar-pages',
  goodsData: 'bazaar-goods-data',
  pictures: 'bazaar-pictures',
} as const;

/** How long the network may take before a kept page or goods answer is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 3;

/** The page template (no server-rendered content): any screen drawn by the app alone. */
const APP_SHELL = '/index.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first visit's page is controlled at once, so it works offline without a reload. A new
// build's worker waits for the open tabs to close: they keep the chunks they were built with.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Paths the worker never answers from a cache: the server's own. */
const SERVER_PATHS = /^\/(api|uploads|ws|readyz|healthz|metrics)(\/|$)/;

// Pages: the network first (a fresh page, server-rendered for a visitor: nothing private in it),
// the kept copy of the same address when the network fails or is slow.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    !SERVER_PATHS.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 }),
    ],
  }),
);

// The goods pages' data (detail, its comments and recommendations), kept for the way back.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/api\/wanlshop\/goods\//.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHE_NAMES.goodsData,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 }),
    ],
  }),
);

// Pictures (goods, shops, banners, avatars): shown from the cache, refreshed behind.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.pictures,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 30 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// A page never visited, offline: the app's template, which draws any screen in the browser (the
// cart from this device's storage).
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const shell = await matchPrecache(APP_SHELL);
    if (shell) return shell;
  }
  return Response.error();
});
