/**
 * The profile's and the password's schemas (zod), behind one module the profile's forms import on
 * use: the profile screen is drawn without zod (docs/performance.md).
 */
export { passwordSchema, profileUpdateSchema } from '@civic/domain';
