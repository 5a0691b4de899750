/**
 * Registers the service worker `/sw.js` with scope `/` (docs/PRODUCT.md §7). Production builds only:
 * in development Vite serves unbundled modules that a precache would only get in the way of.
 * workbox-window is loaded with the registration (after the load event), not with the page.
 */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  import('workbox-window')
    .then(({ Workbox }) => new Workbox(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).register())
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
