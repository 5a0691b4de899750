/**
 * The alignment tool's arithmetic (docs/replays.md, "The admin's replay screen"): the offset is the
 * moment in the recording, in ms, at which the event went live, so the event time showing at video
 * time `videoMs` is `videoMs − offsetMs`. Pure, no React.
 */
import { REPLAY_LIMITS } from '@civic/domain';
import { lastAtOrBefore } from './replay-time';

/** One line of the tool's list: an agenda mark, a poll push, a caption line or a post, at `t` ms since going live. */
export interface FirstMoment {
  id: string;
  kind: 'agenda' | 'poll' | 'caption' | 'post';
  t: number;
  /** What the room showed: the item's title, the poll's question, the line, the post. */
  text: string;
  /** A post's author as the room showed them; null for the other kinds. */
  author: string | null;
  /** An agenda mark's item number (1-based); null otherwise or for "no item". */
  number: number | null;
}

/** The offset moved by `deltaMs`, kept within what `attachRecording` accepts (0 to six hours), whole ms. */
export function nudged(offsetMs: number, deltaMs: number): number {
  return Math.min(Math.max(Math.round(offsetMs + deltaMs), 0), REPLAY_LIMITS.offsetMaxMs);
}

/** The moment the room was at when the video shows `videoMs` under `offsetMs`: the last one at or before; null before the first. */
export function momentAt(moments: readonly FirstMoment[], videoMs: number, offsetMs: number): FirstMoment | null {
  return lastAtOrBefore(moments, videoMs - offsetMs, (moment) => moment.t) ?? null;
}

/** The offset typed in seconds ("12.3", "12,3") as whole ms; NaN when it is not a number (the schema then says so). */
export function offsetFromSeconds(typed: string): number {
  const trimmed = typed.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Math.round(Number(trimmed) * 1000);
}

/** Whole ms as the seconds the field shows, to a tenth when needed ("12", "12.3"), or to the ms. */
export function secondsOf(offsetMs: number): string {
  return String(offsetMs / 1000);
}
