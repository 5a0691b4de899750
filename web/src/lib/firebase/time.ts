/**
 * The one rule for times on screens (docs/ARCHITECTURE.md, "Times"): every view time is an epoch
 * millisecond field named `…Ms`. A mapper reads its document with `readDoc`, so a server timestamp
 * still pending (a post just sent) reads as the SDK's local estimate of it, for every feature
 * alike; `millisOf` turns a time into milliseconds and a time the document does not have into null.
 */
import type { DocumentSnapshot, SnapshotOptions } from 'firebase/firestore';

/** How every mapper reads a document: a pending server time is the SDK's estimate. */
export const READ_TIMES: SnapshotOptions = { serverTimestamps: 'estimate' };

/** A document snapshot of either SDK (Firestore Lite's has no pending writes to estimate). */
export type ReadableSnapshot = Pick<DocumentSnapshot, 'id' | 'data'>;

/** The document's data, read the one way (a mapper casts it to its domain type). */
export function readDoc<T>(snapshot: ReadableSnapshot): T {
  return snapshot.data(READ_TIMES) as T;
}

/** A Firestore time as epoch milliseconds; null when the document has none. */
export function millisOf(time: unknown): number | null {
  return typeof (time as { toMillis?: unknown } | null | undefined)?.toMillis === 'function'
    ? (time as { toMillis(): number }).toMillis()
    : null;
}

/**
 * A time the domain requires (a poll's `opensAt`, an event's `startsAt`): the callables that write
 * it validate it, so it is always there; a document without it reads as 0, never as "now".
 */
export function requiredMillisOf(time: unknown): number {
  return millisOf(time) ?? 0;
}
