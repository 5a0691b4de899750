/**
 * The cost benchmark's counting layer (benchmarks only, never production): every document a
 * client's listener receives, and every write and delete a client sends, by feature of the cost
 * model (domain/src/cost-model.ts). Reads are counted as Firestore bills a listener: each document
 * the server adds to or changes in a snapshot, and one read for a first snapshot with nothing in it.
 * Function invocations come from the emulator's log (function-log.ts); what functions read and
 * write inside is not visible here.
 */
import type { CostFeature } from '@civic/domain';
import {
  onSnapshot,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';

export interface CountedOps {
  reads: number;
  writes: number;
  deletes: number;
}

/** A path with its document ids as `*`, so one listener's reads add up across rooms. */
const anonymous = (path: string) => path.replace(/[A-Za-z0-9_-]{15,}/g, '*');
/** A query's collection path: read from the SDK's internals (the public API does not expose it); for the breakdown only. */
const pathOf = (query: Query) =>
  anonymous(
    (query as unknown as { _query?: { path?: { segments?: string[] } } })._query?.path?.segments?.join('/') ?? '?',
  );

const zero = (): CountedOps => ({ reads: 0, writes: 0, deletes: 0 });

export class CostCounter {
  readonly byFeature = new Map<CostFeature, CountedOps>();
  /** Listeners the rules refused, by feature and code: a refused listener counts nothing. */
  readonly refused = new Map<string, number>();

  private refuse(feature: CostFeature) {
    return (error: { code?: string }) => {
      const key = `${feature} ${error.code ?? 'error'}`;
      this.refused.set(key, (this.refused.get(key) ?? 0) + 1);
    };
  }

  private of(feature: CostFeature): CountedOps {
    let ops = this.byFeature.get(feature);
    if (!ops) this.byFeature.set(feature, (ops = zero()));
    return ops;
  }

  /** Reads by feature and collection path (ids as *): where a feature's reads come from. */
  readonly detail = new Map<string, number>();

  read(feature: CostFeature, documents = 1, what = ''): void {
    this.of(feature).reads += documents;
    const key = `${feature} ${what}`;
    this.detail.set(key, (this.detail.get(key) ?? 0) + documents);
  }

  wrote(feature: CostFeature, documents = 1): void {
    this.of(feature).writes += documents;
  }

  deleted(feature: CostFeature, documents = 1): void {
    this.of(feature).deletes += documents;
  }

  /** A document listener: one read per snapshot (its first, a missing document included). */
  listenDoc(
    feature: CostFeature,
    ref: DocumentReference,
    onNext: (snapshot: DocumentSnapshot) => void = () => undefined,
  ): Unsubscribe {
    return onSnapshot(
      ref,
      (snapshot) => {
        // The SDK's echo of the client's own pending write is not from the server: the server's
        // copy (its timestamps filled in) follows and is the read.
        if (!snapshot.metadata.hasPendingWrites) this.read(feature, 1, anonymous(ref.path));
        onNext(snapshot);
      },
      this.refuse(feature),
    );
  }

  /**
   * A query listener: its first snapshot's documents (at least one read), then each document added
   * or changed. A document leaving the results without changing (pushed out of a window) is free.
   */
  listenQuery(
    feature: CostFeature,
    query: Query,
    onNext: (snapshot: QuerySnapshot) => void = () => undefined,
  ): Unsubscribe {
    let first = true;
    return onSnapshot(
      query,
      (snapshot) => {
        const changed = snapshot
          .docChanges()
          .filter((change) => change.type !== 'removed' && !change.doc.metadata.hasPendingWrites).length;
        this.read(
          feature,
          first ? Math.max(1, changed) : changed,
          `${pathOf(query)}${first ? ' (first snapshots)' : ''}`,
        );
        first = false;
        onNext(snapshot);
      },
      this.refuse(feature),
    );
  }
}
