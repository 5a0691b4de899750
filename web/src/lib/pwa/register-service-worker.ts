/**
 * Registers the service worker `/sw.js` with scope `/` (docs/PRODUCT.md §7). Production builds only:
 * in development Vite serves unbundled modules that a precache would only get in the way of.
 * Called after the load event (main.tsx). The browser's own `register` is all the app needs: the
 * worker takes over by itself (skipWaiting, clientsClaim in vite.config.ts) and nothing listens for
 * its lifecycle, so workbox-window (2.3 KB gzip that every public page fetched) is not used.
 */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  enabled: boolean = import.meta.env.PROD,
): void {
  if (!enabled || !container) return;
  container
    .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
