/**
 * A live answer's schema (zod), behind one module the answer card imports on first use: the live
 * room is drawn without zod (docs/performance.md, "zod in the browser").
 */
export { liveResponseSchema } from '@civic/domain';
