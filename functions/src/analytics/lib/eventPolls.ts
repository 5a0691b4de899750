import { COLLECTIONS, POLL_KINDS, type EventDoc, type PollDoc } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';

export interface EventWindow {
  startMs: number;
  endMs: number;
}

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

/**
 * When the event ran: from going live (or its scheduled start) to its end, or now while live. The
 * end is exclusive, one millisecond past the last instant, so a vote at the very end is inside.
 */
export function eventWindow(event: Partial<EventDoc>, nowMs = Date.now()): EventWindow {
  const startMs = millis(event.wentLiveAt) ?? millis(event.startsAt) ?? nowMs;
  const endMs = event.status === 'live' ? nowMs : (millis(event.endedAt) ?? millis(event.endsAt) ?? nowMs);
  return { startMs, endMs: Math.max(startMs, endMs) + 1 };
}

export interface EventPoll {
  id: string;
  poll: PollDoc<Timestamp>;
  /** The part of the event during which the poll was open. */
  overlap: EventWindow;
}

/**
 * The polls of an event: published polls open at some time while it ran. Polls carry no event id
 * (the same poll can be asked again), so "open during the event" is the link. The query asks for
 * polls that closed after the event started (existing kind/published/closesAt indexes), which
 * keeps old polls out of the read; the other end of the overlap is checked here.
 */
export async function eventPolls(window: EventWindow): Promise<EventPoll[]> {
  const byKind = await Promise.all(
    POLL_KINDS.map((kind) =>
      db
        .collection(COLLECTIONS.polls)
        .where('kind', '==', kind)
        .where('published', '==', true)
        .where('closesAt', '>', Timestamp.fromMillis(window.startMs))
        .get(),
    ),
  );
  return byKind
    .flatMap((snapshot) => snapshot.docs.map((doc) => ({ id: doc.id, poll: doc.data() as PollDoc<Timestamp> })))
    .filter(({ poll }) => poll.opensAt.toMillis() < window.endMs)
    .map((p) => ({
      ...p,
      overlap: {
        startMs: Math.max(p.poll.opensAt.toMillis(), window.startMs),
        endMs: Math.min(p.poll.closesAt.toMillis(), window.endMs),
      },
    }))
    .sort((a, b) => a.overlap.startMs - b.overlap.startMs);
}

/** A poll's votes cast within `window` (votedAt is server time, indexed by default). */
export function votesWithin(pollId: string, window: EventWindow) {
  return db
    .collection(COLLECTIONS.polls)
    .doc(pollId)
    .collection(COLLECTIONS.votes)
    .where('votedAt', '>=', Timestamp.fromMillis(window.startMs))
    .where('votedAt', '<', Timestamp.fromMillis(window.endMs));
}
