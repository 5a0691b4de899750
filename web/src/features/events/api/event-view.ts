import type { EventDoc } from '@civic/domain';
import type { DocumentSnapshot, Timestamp } from 'firebase/firestore';

/** An event as screens use it: id, times in epoch ms. */
export interface EventView extends Omit<
  EventDoc,
  'startsAt' | 'endsAt' | 'wentLiveAt' | 'endedAt' | 'createdAt' | 'updatedAt' | 'lastPollId'
> {
  lastPollId: string | null;
  id: string;
  startsAtMs: number;
  endsAtMs: number;
  wentLiveAtMs: number | null;
  endedAtMs: number | null;
}

export function toEventView(snapshot: DocumentSnapshot): EventView {
  const data = snapshot.data() as EventDoc<Timestamp | null>;
  return {
    title: data.title,
    description: data.description,
    coverImageUrl: data.coverImageUrl ?? '',
    status: data.status,
    visibility: data.visibility,
    source: data.source,
    livePollId: data.livePollId ?? null,
    lastPollId: data.lastPollId ?? null,
    overlay: data.overlay ?? null,
    createdBy: data.createdBy ?? null,
    id: snapshot.id,
    startsAtMs: data.startsAt?.toMillis() ?? 0,
    endsAtMs: data.endsAt?.toMillis() ?? 0,
    wentLiveAtMs: data.wentLiveAt?.toMillis() ?? null,
    endedAtMs: data.endedAt?.toMillis() ?? null,
  };
}
