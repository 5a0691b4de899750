/**
 * An in-memory Realtime Database `users/*` mirror with the semantics of the real store
 * (functions/src/fixer/lib/realtimeMirrorStore.ts): the key order of `orderByKey`, no null children,
 * and a compare-and-set that refuses when the entry changed since it was read.
 *
 * This is a mock at a boundary that cannot run here: the Realtime Database emulator is a download,
 * impossible on our offline build machines (docs/fixer.md). Firestore stays real in the tests
 * that use it.
 */
import { isDeepStrictEqual } from 'node:util';
import type { MirrorEntry, MirrorStore } from '../../functions/src/fixer/lib/realtimeMirrorStore.js';

const INT32 = /^-?\d{1,10}$/;
const asInt32 = (key: string) => {
  const n = Number(key);
  return INT32.test(key) && n >= -(2 ** 31) && n < 2 ** 31 && String(n) === key ? n : null;
};

/** The Realtime Database's key order: 32-bit integer keys first, numerically, then the rest as strings. */
export function realtimeKeyOrder(a: string, b: string): number {
  const [x, y] = [asInt32(a), asInt32(b)];
  if (x !== null && y !== null) return x - y;
  if (x !== null) return -1;
  if (y !== null) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export class FakeMirrorStore implements MirrorStore {
  readonly entries = new Map<string, unknown>();
  /** Every write made through `replaceIf`, in order (null: a removal). */
  readonly writes: { uid: string; next: unknown }[] = [];
  /** Runs just before a compare-and-set: lets a test play the live mirror trigger racing the job. */
  beforeReplace: ((uid: string) => void) | null = null;

  constructor(initial: Record<string, unknown> = {}) {
    for (const [key, value] of Object.entries(initial)) this.entries.set(key, value);
  }

  async read(uids: readonly string[]) {
    return uids.map((uid) => this.entries.get(uid) ?? null);
  }

  async page(after: string | null, limit: number): Promise<MirrorEntry[]> {
    return [...this.entries.keys()]
      .sort(realtimeKeyOrder)
      .filter((key) => after === null || realtimeKeyOrder(key, after) > 0)
      .slice(0, limit)
      .map((key) => ({ key, value: this.entries.get(key) }));
  }

  async replaceIf(uid: string, seen: unknown, next: unknown) {
    this.beforeReplace?.(uid);
    if (!isDeepStrictEqual(this.entries.get(uid) ?? null, seen)) return false;
    this.writes.push({ uid, next });
    if (next === null) this.entries.delete(uid);
    else this.entries.set(uid, structuredClone(next));
    return true;
  }
}
