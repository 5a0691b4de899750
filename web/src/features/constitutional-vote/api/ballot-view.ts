import { ballotPhase, type BallotDoc, type BallotPhase } from '@civic/domain';
import type { DocumentSnapshot } from 'firebase/firestore';
import { millisOf, readDoc, requiredMillisOf } from '@/lib/firebase/time';
import { formatDateTime } from '@/lib/i18n/format';

/** A ballot as screens use it: id, times in epoch ms. */
export interface BallotView extends Omit<
  BallotDoc,
  'opensAt' | 'closesAt' | 'announcedAt' | 'closedAt' | 'publishedAt' | 'createdAt' | 'updatedAt'
> {
  id: string;
  opensAtMs: number;
  closesAtMs: number;
  publishedAtMs: number | null;
}

export function toBallotView(snapshot: DocumentSnapshot): BallotView {
  const data = readDoc<BallotDoc<unknown>>(snapshot);
  return {
    ...data,
    id: snapshot.id,
    opensAtMs: requiredMillisOf(data.opensAt),
    closesAtMs: requiredMillisOf(data.closesAt),
    publishedAtMs: millisOf(data.publishedAt),
  };
}

export const phaseOf = (ballot: BallotView, nowMs: number): BallotPhase => ballotPhase(ballot, nowMs);

export const formatWhen = (ms: number) => formatDateTime(ms);
