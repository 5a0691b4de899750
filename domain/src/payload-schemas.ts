/**
 * The payload schemas (zod): what the callables and the forms validate. Apart from
 * payload.ts, the vocabulary, so a screen that reads a constant of it does not download zod
 * (docs/performance.md, "zod in the browser").
 */
/**
 * What every callable payload and every id must look like before any schema reads it. Shared by
 * the functions (which enforce it) and by the schemas of every capability.
 */
import { z } from 'zod';
import { firestoreIdProblem, FIRESTORE_TIME_RANGE_MS } from './payload.js';

/**
 * A document id from a client: letters, digits, `_` and `-` only, 1–`max` characters (128 by
 * default: Auth's uid limit), and never what Firestore refuses (firestoreIdProblem: the charset
 * already keeps out `/`, `.` and `..`, but `__x__` fits it). Every id, uid and id-like key of
 * every callable and HTTP function goes through this one schema.
 */
export function documentIdSchema(label: string, max = 128) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), `Invalid ${label}`)
    .refine((id) => firestoreIdProblem(id) === null, `Invalid ${label}: names like __x__ are reserved`);
}

/** A Firebase Auth uid as a client sends it (its users/{uid} record's id). */
export const uidSchema = documentIdSchema('uid');

/**
 * The browser's id for one form submission, kept across its retries: the server answers a repeat
 * with the first outcome instead of creating twice (docs/trust.md "Retrying a create").
 */
export const requestIdSchema = documentIdSchema('request id').optional();

/** A time in epoch milliseconds, whole and storable (see FIRESTORE_TIME_RANGE_MS). */
export function epochMillisSchema(label: string) {
  return z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number of milliseconds`)
    .min(FIRESTORE_TIME_RANGE_MS.min, `${label} is out of range`)
    .max(FIRESTORE_TIME_RANGE_MS.max, `${label} is out of range`);
}
