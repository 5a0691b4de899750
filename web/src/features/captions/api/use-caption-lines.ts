import {
  applyCaptionDigest,
  pulseCaptionsFrom,
  withLines,
  type FeedMode,
  type PulseCaptionLine,
  type PulseCaptionsState,
} from '@civic/domain';
import {
  documentId,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  where,
  type FirestoreError,
  type Query,
} from 'firebase/firestore';
import { followDigest } from '@/lib/firebase/follow-digest';
import { millisOf, readDoc } from '@/lib/firebase/time';
import { useSnapshot } from '@/lib/use-snapshot';
import { captionsOf } from './caption-refs';
import { fromPulseLine, toCaptionLine, type CaptionLine } from './caption-line';

/**
 * Every caption line of the event, oldest first, as lines arrive and are corrected or withdrawn.
 * The overlay, the Transcript panel and the captioner's panel ask for the same query, which the
 * SDK serves from one listen. An event's lines are a few thousand at most (one every few seconds).
 *
 * In a viewer's room of an event whose feed is on a pulse (`feedMode: 'pulse'`, docs/scale.md, "The
 * pulse feed"), the lines ride the feed's digest instead: the transcript is read once, then each
 * digest's lines are merged in (domain/src/feed-pulse.ts) — a correction replaces its line, a missed
 * publication's lines are read by id, more than the history holds reads the transcript again. The
 * captioner's panel keeps the live query (it passes no mode).
 */
export function useCaptionLines(eventId: string, feedMode: FeedMode = 'live') {
  return useSnapshot<CaptionLine[]>(`captions:${eventId}:${feedMode}`, (onData, onError) =>
    feedMode === 'pulse' ? sharedPulseLines(eventId, onData, onError) : liveLines(eventId, onData, onError),
  );
}

type OnLines = (lines: CaptionLine[]) => void;
type OnError = (error: FirestoreError) => void;

function liveLines(eventId: string, onData: OnLines, onError: OnError) {
  const arrived = new Map<string, number>();
  return onSnapshot(
    query(captionsOf(eventId), orderBy('sentAt')),
    (snapshot) => {
      const now = Date.now();
      onData(
        snapshot.docs.map((doc) => {
          if (!arrived.has(doc.id)) arrived.set(doc.id, now);
          return toCaptionLine(doc, arrived.get(doc.id) ?? now);
        }),
      );
    },
    onError,
  );
}

const millis = (time: unknown) => millisOf(time) ?? 0;
/** Document ids per `in` query. */
const IDS_PER_QUERY = 30;

async function readLines(q: Query): Promise<PulseCaptionLine[]> {
  const snapshot = await getDocs(q);
  return snapshot.docs.map((d) => ({ ...readDoc<PulseCaptionLine>(d), id: d.id }));
}

/**
 * One pulse transcript per event for every component of the room that shows lines (the overlay and
 * the Transcript panel), so the transcript is read once, not once a component.
 */
const shared = new Map<
  string,
  { listeners: Set<{ onData: OnLines; onError: OnError }>; last: CaptionLine[] | null; stop: () => void }
>();

function sharedPulseLines(eventId: string, onData: OnLines, onError: OnError) {
  let entry = shared.get(eventId);
  if (!entry) {
    const created = {
      listeners: new Set<{ onData: OnLines; onError: OnError }>(),
      last: null as CaptionLine[] | null,
      stop: () => {},
    };
    created.stop = pulseLines(
      eventId,
      (lines) => {
        created.last = lines;
        for (const listener of created.listeners) listener.onData(lines);
      },
      (error) => {
        for (const listener of created.listeners) listener.onError(error);
      },
    );
    shared.set(eventId, created);
    entry = created;
  }
  const listener = { onData, onError };
  entry.listeners.add(listener);
  if (entry.last) onData(entry.last);
  const mine = entry;
  return () => {
    mine.listeners.delete(listener);
    if (mine.listeners.size > 0) return;
    mine.stop();
    shared.delete(eventId);
  };
}

/** The transcript read once, then the digests' lines merged in, in turn (as use-pulse-feed.ts). */
function pulseLines(eventId: string, onData: OnLines, onError: OnError) {
  const arrived = new Map<string, number>();
  const transcript = () => readLines(query(captionsOf(eventId), orderBy('sentAt')));
  return followDigest<PulseCaptionsState>(eventId, {
    empty: pulseCaptionsFrom([], millis),
    readAll: async () => pulseCaptionsFrom(await transcript(), millis),
    apply: (state, digest) => applyCaptionDigest(state, digest, millis),
    readMissing: async (state, missing) => {
      for (let i = 0; i < missing.length; i += IDS_PER_QUERY) {
        const ids = missing.slice(i, i + IDS_PER_QUERY);
        state = withLines(state, await readLines(query(captionsOf(eventId), where(documentId(), 'in', ids))), millis);
      }
      return state;
    },
    onData: (state) => {
      const now = Date.now();
      onData(
        state.lines.map((line) => {
          if (!arrived.has(line.id)) arrived.set(line.id, now);
          return fromPulseLine(line, arrived.get(line.id) ?? now);
        }),
      );
    },
    onError,
  });
}
