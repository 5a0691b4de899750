import { COLLECTIONS, type JobChange, type UserRecord } from '@civic/domain';
import { FieldPath, type CollectionReference, type Timestamp } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';
import { realtimeMirrorOf } from '../../users/lib/realtimeMirror.js';
import type { JobDefinition, StepResult } from './jobStep.js';
import { mirrorEntryChanges, storedForm } from './mirrorEntryDiff.js';
import { realtimeMirrorStore, type MirrorStore } from './realtimeMirrorStore.js';

export interface MirrorJobOptions {
  /** The Realtime Database, made when a step runs (the real one refuses where none runs). */
  store: () => MirrorStore;
  /** The records the mirror copies (`users`; a test gives it a collection of its own). */
  records: () => CollectionReference;
  /** Records compared per step (each one Realtime Database read). */
  recordsPerStep: number;
  /** Mirror entries checked for a record per step in the second walk. */
  entriesPerStep: number;
}

/** The cursor: which walk the job is in, and the last id or key it finished. */
type Walk = { walk: 'records' | 'entries'; after: string | null };

const encode = ({ walk, after }: Walk) => (after === null ? walk : `${walk}:${after}`);
function decode(cursor: string | null): Walk {
  if (cursor === null) return { walk: 'records', after: null };
  const colon = cursor.indexOf(':');
  const walk = colon < 0 ? cursor : cursor.slice(0, colon);
  return { walk: walk === 'entries' ? 'entries' : 'records', after: colon < 0 ? null : cursor.slice(colon + 1) };
}

type StoredRecord = Partial<UserRecord<Timestamp>>;
const copyOf = (record: StoredRecord) => storedForm(realtimeMirrorOf(record));

/** A Realtime Database key that Firestore could never hold as a document id has no record. */
const couldBeDocumentId = (key: string) => !/^__.*__$/.test(key) && key !== '.' && key !== '..';

/**
 * Makes Realtime Database `users/*` equal to Firestore `users/*` again (docs/fixer.md, "The
 * Realtime Database mirror"). Two walks, each resumable from the cursor: the records by document
 * id, comparing each with its entry (missing, or differing field by field: set to the record's
 * copy); then the entries by key, removing those whose record is gone.
 *
 * The Realtime Database cannot join the job's Firestore transaction, so a step writes it before
 * the job's progress commits, and only ever *replaces what it compared*: the entry is read before
 * the record it is judged against, and written only if it still holds what was read. A newer copy
 * from the live mirror trigger is never overwritten, and a step redone after a crash finds its
 * own writes already there and changes nothing.
 */
export function realtimeMirrorJob(options: MirrorJobOptions): JobDefinition {
  const { store, records, recordsPerStep, entriesPerStep } = options;

  async function compareRecords(mirror: MirrorStore, after: string | null, apply: boolean): Promise<StepResult> {
    const byId = records().orderBy(FieldPath.documentId());
    const page = (await (after === null ? byId : byId.startAfter(after)).limit(recordsPerStep).get()).docs;
    const held = new Map((await mirror.read(page.map((record) => record.id))).map((value, i) => [page[i]!.id, value]));
    const suspects = page.filter((record) => differs(copyOf(record.data()), held.get(record.id)));
    // Judge the suspects on their records read again, *after* their entries: the page may predate
    // a save whose trigger has already written the newer entry, and the page's copy would undo it.
    const fresh = suspects.length ? await db.getAll(...suspects.map((record) => record.ref)) : [];
    const fixes = fresh.flatMap((record): Fix[] => {
      if (!record.exists) return []; // deleted meanwhile: the trigger removes its entry
      const seen = held.get(record.id) ?? null;
      const next = copyOf(record.data() as StoredRecord);
      const lines = mirrorEntryChanges(describeEntry(record.id, next), next, seen);
      return lines.length ? [{ uid: record.id, seen, next, lines }] : [];
    });
    const changes = apply ? await replaceAll(mirror, fixes) : fixes.flatMap((fix) => fix.lines);
    const last = page.at(-1)?.id ?? after;
    const done = page.length < recordsPerStep;
    return {
      processed: page.length,
      nextCursor: encode(done ? { walk: 'entries', after: null } : { walk: 'records', after: last }),
      exhausted: false,
      changes,
      conflicts: [],
    };
  }

  async function removeOrphans(mirror: MirrorStore, after: string | null, apply: boolean): Promise<StepResult> {
    const entries = await mirror.page(after, entriesPerStep);
    const candidates = entries.filter((entry) => couldBeDocumentId(entry.key));
    const snaps = candidates.length
      ? await db.getAll(...candidates.map((entry) => records().doc(entry.key)), { fieldMask: [] })
      : [];
    const kept = new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.id));
    const fixes = entries
      .filter((entry) => !kept.has(entry.key))
      .map((entry) => ({
        uid: entry.key,
        seen: entry.value,
        next: null,
        lines: [
          {
            item: describeEntry(entry.key, entry.value),
            field: 'mirror entry',
            before: 'extra: no user record',
            after: 'removed',
          },
        ],
      }));
    return {
      processed: entries.length,
      nextCursor: encode({ walk: 'entries', after: entries.at(-1)?.key ?? after }),
      exhausted: entries.length < entriesPerStep,
      changes: apply ? await replaceAll(mirror, fixes) : fixes.flatMap((fix) => fix.lines),
      conflicts: [],
    };
  }

  return {
    requireAvailable: () => void store(),

    // Both walks: the records, then about as many entries.
    async estimateTotal() {
      return 2 * (await records().count().get()).data().count;
    },

    async step({ cursor, apply }) {
      const mirror = store();
      const { walk, after } = decode(cursor);
      return walk === 'records' ? compareRecords(mirror, after, apply) : removeOrphans(mirror, after, apply);
    },
  };
}

interface Fix {
  uid: string;
  seen: unknown;
  next: unknown;
  lines: JobChange[];
}

/**
 * Applies the fixes and returns the diff lines of those made. One the live mirror overtook (the
 * entry changed since it was read) is left to it and not reported: the next run checks it again.
 */
async function replaceAll(mirror: MirrorStore, fixes: readonly Fix[]): Promise<JobChange[]> {
  const made = await Promise.all(fixes.map((fix) => mirror.replaceIf(fix.uid, fix.seen, fix.next)));
  return fixes.filter((_, i) => made[i]).flatMap((fix) => fix.lines);
}

const differs = (expected: Record<string, unknown>, held: unknown) =>
  mirrorEntryChanges('', expected, held ?? null).length > 0;

/** "email (uid)" when the copy names an email, else the uid. */
function describeEntry(uid: string, copy: unknown): string {
  const email = typeof copy === 'object' && copy !== null ? (copy as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email ? `${email} (${uid})` : uid;
}

export const rebuildRealtimeMirror = realtimeMirrorJob({
  store: realtimeMirrorStore,
  records: () => db.collection(COLLECTIONS.users),
  recordsPerStep: 100,
  entriesPerStep: 200,
});
