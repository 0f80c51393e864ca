/** True in a build (vite.config.ts `define`): the dev server and the tests have no worker. */
declare const __SERVICE_WORKER__: boolean;

/**
 * Registers the shop's service worker (`/sw.js`, built from `sw.ts`) once the page has loaded and
 * the browser is idle, so it never competes with the first page's own requests. The browser's own
 * `navigator.serviceWorker.register` (workbox-window's class added 3.3 KB and a request to the
 * first load for nothing the app used). Built apps only: the dev server and the tests run without it.
 */
export function registerServiceWorker(): void {
  if (!__SERVICE_WORKER__ || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (storage blocked, a private window): the shop works online as before.
    });
  };
  // After the load and when the browser is idle: precaching the build must not compete with the
  // first page's own chunks and hydration on a slow phone.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
