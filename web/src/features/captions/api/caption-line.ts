import type { CaptionLineDoc, PulseCaptionLine } from '@civic/domain';
import type { QueryDocumentSnapshot, Timestamp } from 'firebase/firestore';

export interface CaptionLine {
  id: string;
  track: string;
  text: string;
  captionerUid: string;
  /** Server time the line was sent (ms); while its write is pending, the local time. */
  sentAtMs: number;
  edited: boolean;
  withdrawn: boolean;
  /** When this browser first received it (local clock): how long the overlay has shown it. */
  arrivedAtMs: number;
}

export function toCaptionLine(doc: QueryDocumentSnapshot, arrivedAtMs: number): CaptionLine {
  const data = doc.data({ serverTimestamps: 'estimate' }) as CaptionLineDoc<Timestamp>;
  return fromPulseLine({ ...data, id: doc.id }, arrivedAtMs);
}

/** A line as a pulse feed's digest (or a read of it by id) carries it. */
export function fromPulseLine(line: PulseCaptionLine, arrivedAtMs: number): CaptionLine {
  const sentAt = line.sentAt as Timestamp | null;
  return {
    id: line.id,
    track: line.track,
    text: line.text,
    captionerUid: line.captionerUid,
    sentAtMs: sentAt?.toMillis() ?? Date.now(),
    edited: line.editedAt != null,
    withdrawn: line.withdrawn,
    arrivedAtMs,
  };
}

/** The languages the lines are in, in order of first appearance. */
export function captionTracks(lines: readonly CaptionLine[]): string[] {
  return [...new Set(lines.map((line) => line.track))];
}
