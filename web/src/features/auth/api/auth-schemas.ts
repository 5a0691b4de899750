/**
 * The domain's account schemas (zod), behind one module the auth forms import on use: the public
 * log-in and sign-up pages stay free of zod until a form is submitted.
 */
export { displayNameSchema, emailSchema, passwordSchema } from '@civic/domain';
