import { pollStatus, type PollDoc, type PollStatus } from '@civic/domain';
import type { DocumentSnapshot, Timestamp } from 'firebase/firestore';

/** A poll as screens use it: id, times in epoch ms. */
export interface PollView extends Omit<PollDoc, 'opensAt' | 'closesAt' | 'createdAt' | 'updatedAt'> {
  id: string;
  opensAtMs: number;
  closesAtMs: number;
}

export function toPollView(snapshot: DocumentSnapshot): PollView {
  const data = snapshot.data() as PollDoc<Timestamp | null>;
  return {
    ...data,
    id: snapshot.id,
    opensAtMs: data.opensAt?.toMillis() ?? 0,
    closesAtMs: data.closesAt?.toMillis() ?? 0,
  };
}

export const statusOf = (poll: PollView, nowMs: number): PollStatus => pollStatus(poll, nowMs);
