/**
 * The modules signed-in screens load with `lazyAfterPaint` (lib/first-paint.ts): the parts that
 * need the SDKs and data, asked for once the screen's header is on screen. Their chunks get no
 * preload list (docs/performance.md, "No preload list for what loads after the paint"): Vite's
 * helper added one `<link rel="modulepreload">` per file of the chunk's imports (30-40 of them) in a
 * single task, 140-190 ms of a 4x slower phone's CPU, the longest task of both dashboards. Without
 * it the browser fetches the same files from the chunk's own import statements, in tasks of its
 * own. after-paint-chunks.test.ts checks this list against the `lazyAfterPaint` calls in web/src.
 */
export const AFTER_PAINT_MODULES = ['admin-dashboard', 'last-events-cost', 'user-dashboard-cards'] as const;

const AFTER_PAINT_CHUNK = new RegExp(`^assets/(${AFTER_PAINT_MODULES.join('|')})-[\\w-]{8}\\.js$`);

/** Whether `file` (a chunk's path in the build, "assets/admin-dashboard-DEAnjoze.js") is one of them. */
export const isAfterPaintChunk = (file: string) => AFTER_PAINT_CHUNK.test(file);
