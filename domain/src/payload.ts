/**
 * What every callable payload and every id must look like before any schema reads it. Shared by
 * the functions (which enforce it) and by the schemas of every capability.
 */
/**
 * What every callable payload and every id must look like before any schema reads it. Shared by
 * the functions (which enforce it) and by the schemas of every capability.
 */

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

/** Firestore's own limit on a document id (and on a field name), in bytes of UTF-8. */
export const FIRESTORE_ID_MAX_BYTES = 1500;
/** Ids (and field names) Firestore reserves for itself: `__name__`, `__x__`, any `__…__`. */
const FIRESTORE_RESERVED_ID = /^__.*__$/s;

/** Bytes of `text` in UTF-8 (the domain runs without DOM or Node typings, so no TextEncoder). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Why Firestore itself would refuse `id` as a document id (or a map key as a field name), or null:
 * empty, `.` or `..`, a `/`, a reserved `__…__` name, or over 1 500 bytes of UTF-8. Such an id
 * reaching the Admin SDK throws inside a function, which the caller would see as `internal`; every
 * id schema refuses it first, so the caller gets `invalid-argument` and nothing is written.
 */
export function firestoreIdProblem(id: string): string | null {
  if (id === '') return 'is empty';
  if (id === '.' || id === '..') return 'cannot be . or ..';
  if (id.includes('/')) return 'cannot contain /';
  if (FIRESTORE_RESERVED_ID.test(id)) return 'cannot be a reserved __…__ name';
  if (utf8Length(id) > FIRESTORE_ID_MAX_BYTES) return 'is too long';
  return null;
}

/**
 * Firestore Timestamps cover 0001-01-01 to 9999-12-31 (UTC); a time outside that range cannot be
 * stored, and converting it would throw inside a function instead of refusing the request.
 */
export const FIRESTORE_TIME_RANGE_MS = { min: -62_135_596_800_000, max: 253_402_300_799_999 } as const;
