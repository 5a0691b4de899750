/**
 * Frame first (docs/performance.md, "Frame first"): a signed-in screen paints its frame — the
 * shell, its header, the stored user's name, placeholders — from the scripts it already has, and
 * only then downloads the Firebase SDKs and asks for its data. On a slow phone the frame is there
 * a few hundred milliseconds sooner, and the page's largest text no longer waits for the SDKs.
 *
 * `markScreenPainted` is called when a screen's content is first committed (guarded-route.tsx);
 * `screenPainted()` resolves once the browser has painted that frame. A start-up that never
 * commits a screen (a failed chunk, an error page) must not leave the session unloaded: the
 * promise resolves `LATEST_MS` after start-up at the latest.
 */
import { lazy, type ComponentType } from 'react';

const LATEST_MS = 3_000;
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
  let task = 0;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => (task = window.setTimeout(run, 0)));
  });
  const fallback = window.setTimeout(run, document.visibilityState === 'hidden' ? HIDDEN_TAB_MS : STALLED_FRAME_MS);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(fallback);
  }
  function run() {
    cancel();
    callback();
  }
  return cancel;
}

let resolvePainted: () => void = () => {};
const painted = new Promise<void>((resolve) => {
  resolvePainted = resolve;
});
let marked = false;
if (typeof window !== 'undefined') setTimeout(() => resolvePainted(), LATEST_MS);

/** A screen's content was committed: `screenPainted()` resolves once the browser has drawn it. */
export function markScreenPainted(): void {
  if (marked) return;
  marked = true;
  afterPaint(resolvePainted);
}

/** Resolves once the first screen has been painted (at once after that). */
export function screenPainted(): Promise<void> {
  return painted;
}

/**
 * `React.lazy` whose module is requested only after the first screen has been painted: the parts
 * of a screen that need the SDKs or data, behind a placeholder in their own Suspense boundary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyAfterPaint<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => painted.then(load));
}
