import { ballotPhase, type BallotDoc, type BallotPhase } from '@civic/domain';
import type { DocumentSnapshot, Timestamp } from 'firebase/firestore';

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
  const data = snapshot.data() as BallotDoc<Timestamp | null>;
  return {
    ...data,
    id: snapshot.id,
    opensAtMs: data.opensAt?.toMillis() ?? 0,
    closesAtMs: data.closesAt?.toMillis() ?? 0,
    publishedAtMs: data.publishedAt?.toMillis() ?? null,
  };
}

export const phaseOf = (ballot: BallotView, nowMs: number): BallotPhase => ballotPhase(ballot, nowMs);

export const formatWhen = (ms: number) =>
  new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
