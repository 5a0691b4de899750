/**
 * After a paint (docs/performance.md, "/live's facts before the SDKs"): what waits for the frame
 * it follows to be on screen. Not in lib/first-paint.ts, which every page's entry holds: only
 * /live's room uses it, and the public pages' bytes are counted to the last one.
 */
/** A hidden tab paints no frames: its timers still run (throttled), so this one goes on. */
const HIDDEN_TAB_MS = 250;
/**
 * A visible tab whose frame does not come (a window covered by another stops its frames) goes on
 * after this. Not shorter: at a slow phone's speed a frame holding a long task lasts more than
 * 250 ms, and a fallback that fires before the paint asks for the next module while the text the
 * resident reads first is still being drawn (docs/performance.md, "Frame first").
 */
const STALLED_FRAME_MS = 1_000;

/**
 * Calls `callback` once the frame being prepared has been presented: a first requestAnimationFrame
 * runs just before that frame, a second just before the next one (the first is then on screen),
 * and a task queued from there runs after. One frame only (a task after the first callback) came
 * 20–80 ms before the paint was reported. Without frames it goes on after HIDDEN_TAB_MS in a
 * hidden tab, STALLED_FRAME_MS in a visible one. Returns a cancel.
 */
export function afterPaint(callback: () => void): () => void {
  let waiting = true;
  const run = () => {
    if (waiting) callback();
    waiting = false;
  };
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run)));
  setTimeout(run, document.visibilityState === 'hidden' ? HIDDEN_TAB_MS : STALLED_FRAME_MS);
  // Cancelled, the timers still fire (they are cheap) but call nothing: fewer bytes in the entry
  // every page downloads than clearing each (docs/performance.md, "Frame first").
  return () => {
    waiting = false;
  };
}

const LCP = 'largest-contentful-paint';

/**
 * Calls `callback` once the browser has reported a largest-contentful-paint entry for a paint made
 * after this call: what the page just committed is on screen and counted as its largest paint.
 * /live asks for the room's 100 KB from here, not after two frames: Lighthouse counts every request
 * started before the LCP's timestamp into its simulated LCP, and that timestamp came 20–50 ms after
 * two frames (docs/performance.md, "/live's first commit waits for its facts"). Where the entry type
 * is not supported, or none comes (a smaller paint is no candidate; input ends the reports), it
 * goes on as `afterPaint` does or after STALLED_FRAME_MS. Returns a cancel.
 */
export function afterLargestPaint(callback: () => void): () => void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(LCP)) {
    return afterPaint(callback);
  }
  const since = performance.now();
  let waiting = true;
  const run = () => {
    if (waiting) callback();
    waiting = false;
    observer.disconnect();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.startTime >= since)) setTimeout(run);
  });
  observer.observe({ type: LCP, buffered: true });
  setTimeout(run, STALLED_FRAME_MS);
  return () => {
    waiting = false;
    observer.disconnect();
  };
}
