/**
 * What every callable payload and every id must look like before any schema reads it. Shared by
 * the functions (which enforce it) and by the schemas of every capability.
 */
import { z } from 'zod';

/**
 * Keys that reach an object's prototype chain. `JSON.parse` makes them own properties, but code
 * that later copies or merges the payload (`{ ...a, ...b }`, `Object.assign`, lodash merge) can turn
 * `__proto__` into a prototype change, and a schema reading `constructor` finds Object's inherited
 * one. A payload carrying one at any depth is refused outright.
 */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Deeper payloads are malformed; walking them could exhaust the stack. */
export const PAYLOAD_MAX_DEPTH = 32;

const PLAIN_PROTOTYPES: unknown[] = [Object.prototype, Array.prototype, null];

/**
 * The first problem of a payload's shape (a prototype key, or too deep a nesting), or null.
 * A decoder that copies `{"__proto__": {...}}` by assignment has already turned the key into the
 * object's prototype (the callable protocol's decoder does): that is caught too, as an object
 * whose prototype is not a plain one.
 */
export function payloadShapeProblem(value: unknown): string | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length > 0) {
    const { value: node, path, depth } = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > PAYLOAD_MAX_DEPTH) return `The request is nested more than ${PAYLOAD_MAX_DEPTH} levels deep`;
    if (!PLAIN_PROTOTYPES.includes(Object.getPrototypeOf(node))) {
      return `${path || 'request'}: __proto__ is not allowed`;
    }
    for (const key of Object.keys(node)) {
      const where = path ? `${path}.${key}` : key;
      if ((PROTOTYPE_KEYS as readonly string[]).includes(key)) return `${where}: this key is not allowed`;
      pending.push({ value: (node as Record<string, unknown>)[key], path: where, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * A document id from a client: letters, digits, `_` and `-` only, so never a path separator (`/`),
 * never `.` or `..`, never Firestore's reserved `__name__` forms beyond that charset, and at most
 * 128 characters (Auth's uid limit; Firestore allows 1 500 bytes).
 */
export function documentIdSchema(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, `Invalid ${label}`);
}

/**
 * The browser's id for one form submission, kept across its retries: the server answers a repeat
 * with the first outcome instead of creating twice (docs/trust.md "Retrying a create").
 */
export const requestIdSchema = documentIdSchema('request id').optional();

/**
 * Firestore Timestamps cover 0001-01-01 to 9999-12-31 (UTC); a time outside that range cannot be
 * stored, and converting it would throw inside a function instead of refusing the request.
 */
export const FIRESTORE_TIME_RANGE_MS = { min: -62_135_596_800_000, max: 253_402_300_799_999 } as const;

/** A time in epoch milliseconds, whole and storable (see FIRESTORE_TIME_RANGE_MS). */
export function epochMillisSchema(label: string) {
  return z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number of milliseconds`)
    .min(FIRESTORE_TIME_RANGE_MS.min, `${label} is out of range`)
    .max(FIRESTORE_TIME_RANGE_MS.max, `${label} is out of range`);
}
