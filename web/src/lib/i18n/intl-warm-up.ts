/**
 * The first Intl formatter a page makes costs 25–70 ms on a fast computer and several times that on
 * a phone, whatever its kind or language: the browser starting its Intl library (locale data, time
 * zone). A signed-in screen makes its first formatter while it renders its data, so that start-up
 * was one of the main thread's longest tasks after the first paint. The start-up is shared by the
 * whole page (its workers included): made in a worker while the screen waits for its data, it costs
 * the main thread nothing, and the first formatter there takes under a millisecond
 * (docs/performance.md, "Intl started off the main thread").
 */
let started = false;

/** Starts the browser's Intl library in a short-lived worker, once per page; never throws. */
export function warmIntlOffMainThread(): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url));
    const stop = () => worker.terminate();
    worker.addEventListener('message', stop, { once: true });
    worker.addEventListener('error', stop, { once: true });
  } catch {
    // No worker (a browser's policy): the first formatter starts Intl on the main thread, as before.
  }
}
