/**
 * The player name's schema (zod), behind one module the join form imports on use: the game screen
 * is drawn without zod (docs/performance.md).
 */
export { playerNameSchema } from '@civic/domain';
