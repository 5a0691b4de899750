import type { CaptionLineDoc } from '@civic/domain';
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
  return {
    id: doc.id,
    track: data.track,
    text: data.text,
    captionerUid: data.captionerUid,
    sentAtMs: data.sentAt?.toMillis() ?? Date.now(),
    edited: data.editedAt != null,
    withdrawn: data.withdrawn,
    arrivedAtMs,
  };
}

/** The languages the lines are in, in order of first appearance. */
export function captionTracks(lines: readonly CaptionLine[]): string[] {
  return [...new Set(lines.map((line) => line.track))];
}
