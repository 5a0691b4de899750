/**
 * Registers the service worker `/sw.js` with scope `/` (docs/PRODUCT.md §7). Production builds only:
 * in development Vite serves unbundled modules that a precache would only get in the way of.
 * Called after the load event (main.tsx), which loads this module then; workbox-window, the
 * stack's registration library, is loaded then too, not with the page, so it sits outside every screen's budget (AFTER_INTERACTIVE in
 * build-tools/route-budgets.ts).
 */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

type Registrar = (url: string, scope: string) => Promise<unknown>;

const registerWithWorkbox: Registrar = (url, scope) =>
  import('workbox-window').then(({ Workbox }) => new Workbox(url, { scope }).register());

export function registerServiceWorker(
  register: Registrar = registerWithWorkbox,
  enabled: boolean = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
): void {
  if (!enabled) return;
  register(SERVICE_WORKER_URL, SERVICE_WORKER_SCOPE).catch((error: unknown) =>
    console.warn('Service worker registration failed', error),
  );
}
