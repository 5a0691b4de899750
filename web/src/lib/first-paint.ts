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
  // A frame's requestAnimationFrame callbacks run just before it is painted, a second one's just
  // before the next frame: a task queued from there runs once the first is on screen. After one
  // frame only, /live's Auth download started 2–50 ms before its facts' paint was presented, and a
  // slow phone's LCP counted it (docs/performance.md, "/live's first commit waits for its facts").
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolvePainted)));
  setTimeout(resolvePainted, HIDDEN_TAB_MS);
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
