import type { JobChange } from '@civic/domain';
import { isDeepStrictEqual } from 'node:util';

/** Longest value a diff line shows (a bio can be long; the job document must stay small). */
const SHOWN_CHARS = 80;

/** A value as a diff line shows it. */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return '(none)';
  if (value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1)}…` : text;
}

/**
 * The copy as the Realtime Database stores it: it keeps no null children, so a field that is null
 * in the record is simply absent from the entry.
 */
export function storedForm(mirror: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(mirror).filter(([, value]) => value !== null && value !== undefined));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The diff lines that turn `held` (the entry as the Realtime Database holds it, null when there is
 * none) into `expected` (the record's stored copy): "missing", or one line per field that differs,
 * including fields the entry has and the copy does not. Empty when they are equal.
 */
export function mirrorEntryChanges(item: string, expected: Record<string, unknown>, held: unknown): JobChange[] {
  if (held === null || held === undefined) {
    return [{ item, field: 'mirror entry', before: 'missing', after: 'created from the record' }];
  }
  if (!isPlainObject(held)) {
    return [{ item, field: 'mirror entry', before: describeValue(held), after: 'replaced by the record’s copy' }];
  }
  const fields = [...new Set([...Object.keys(expected), ...Object.keys(held)])];
  return fields
    .filter((field) => !isDeepStrictEqual(held[field], expected[field]))
    .map((field) => ({ item, field, before: describeValue(held[field]), after: describeValue(expected[field]) }));
}
